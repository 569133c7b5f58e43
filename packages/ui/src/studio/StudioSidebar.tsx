/**
 * StudioSidebar: the focused-object sidebar of 2-studio §2. It is a 50 px rail of section buttons
 * (clip-info) and opens to 350 px when a section is chosen; choosing the open section again
 * closes it. The open section's content comes in as children.
 */
import type { ReactNode } from 'react';
import { IconButton } from '../primitives/IconButton';
import { CLIP_SETTINGS_LABELS as L } from './labels';
import * as styles from './StudioSidebar.css';

/** The sidebar's sections (§2 "Sidebar sections include clip-info"). */
export type SidebarSection = 'clip-info';

export interface StudioSidebarProps {
  readonly section: SidebarSection | null;
  readonly onSectionChange: (section: SidebarSection | null) => void;
  /** The open section's content. */
  readonly children?: ReactNode;
}

export function StudioSidebar({ section, onSectionChange, children }: StudioSidebarProps) {
  const open = section !== null;
  return (
    <aside className={styles.sidebar} data-state={open ? 'open' : 'closed'} aria-label={L.sidebar}>
      <div className={styles.rail}>
        <IconButton
          icon="info"
          size="small"
          label={L.clipInfo}
          className={styles.railButton}
          aria-pressed={section === 'clip-info'}
          onClick={() => onSectionChange(section === 'clip-info' ? null : 'clip-info')}
        />
      </div>
      {open && <div className={styles.content}>{children}</div>}
    </aside>
  );
}
