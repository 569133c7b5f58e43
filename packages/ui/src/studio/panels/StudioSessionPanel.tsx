/**
 * StudioSessionPanel: the session panel connected to a studio session: the selected clip's
 * stems through useClipStems, and the versions the session has seen (useProjectVersions).
 */
import { useMemo } from 'react';
import type { Clock, StudioSession, StudioSessionSnapshot } from '@cadenza/studio-engine';
import { timelineSelection } from '../connected/intent-actions';
import { findClip } from '../layout/find-clip';
import { STUDIO_TIMELINE_LABELS } from '../labels';
import { SessionPanelView } from './SessionPanel';
import { useClipStems } from './use-clip-stems';
import { useProjectVersions } from './use-project-versions';

export interface StudioSessionPanelProps {
  readonly session: StudioSession | null;
  readonly snapshot: StudioSessionSnapshot | null;
  readonly clock: Clock;
  /** Opens a version (the host goes to it by project_version_id). */
  readonly onOpenVersion?: (versionId: string) => void;
}

export function StudioSessionPanel({
  session,
  snapshot,
  clock,
  onOpenVersion,
}: StudioSessionPanelProps) {
  const { status, makeStems } = useClipStems(session);
  const { versions, current } = useProjectVersions(snapshot, clock);
  const project = snapshot?.project ?? null;
  const selected = useMemo(() => {
    if (project === null) return null;
    const [first] = timelineSelection(project).selectedClipIds;
    return first === undefined ? null : (findClip(project, first)?.clip ?? null);
  }, [project]);
  return (
    <SessionPanelView
      clip={
        selected === null
          ? null
          : {
              name: selected.name === '' ? STUDIO_TIMELINE_LABELS.untitledClip : selected.name,
              uploaded: selected.clipId !== null,
            }
      }
      stems={status}
      onGetStems={() => {
        if (selected !== null) void makeStems(selected);
      }}
      versions={versions}
      currentVersionId={current}
      {...(onOpenVersion === undefined ? {} : { onOpenVersion })}
    />
  );
}
