/**
 * StudioWorkspace: the timeline beside the focused-object sidebar, whose clip-info section shows
 * the clip settings panel for the selected clip (the first of `selectedClipIds`).
 */
import { ClipSettingsPanel } from './ClipSettingsPanel';
import { findClip } from './layout/find-clip';
import { trackColor } from './paint/palette';
import { StudioSidebar, type SidebarSection } from './StudioSidebar';
import { Timeline, type TimelineProps } from './Timeline';
import * as styles from './StudioWorkspace.css';

export interface StudioWorkspaceProps extends TimelineProps {
  readonly sidebarSection: SidebarSection | null;
  readonly onSidebarSectionChange: (section: SidebarSection | null) => void;
  /** The focused-object sidebar is shown (key 4 toggles it in the studio); default true. */
  readonly sidebar?: boolean;
}

export function StudioWorkspace({
  sidebarSection,
  onSidebarSectionChange,
  sidebar = true,
  ...timeline
}: StudioWorkspaceProps) {
  const firstId = timeline.selectedClipIds[0];
  const found = firstId === undefined ? null : findClip(timeline.project, firstId);
  return (
    <div className={styles.workspace}>
      <div className={styles.timeline}>
        <Timeline {...timeline} />
      </div>
      {sidebar && (
        <StudioSidebar section={sidebarSection} onSectionChange={onSidebarSectionChange}>
          {sidebarSection === 'clip-info' && (
            <ClipSettingsPanel
              clip={found?.clip ?? null}
              trackColor={found === null ? '' : trackColor(found.track, found.trackIndex)}
              onIntent={timeline.onIntent}
            />
          )}
        </StudioSidebar>
      )}
    </div>
  );
}
