// Where a drop lands on the timeline (2-studio.md §4 "Dropping an audio file onto a track places
// it at the drop position"): the track (or take lane) under the point and the beat under it,
// snapped to the grid unless snapping is off or bypassed (Alt), never before beat 0.
import type { StudioProjectState } from '@cadenza/studio-engine';
import { snapBeats, type SnapSettings } from '../layout/grid';
import { rowAt, timelineRows } from '../layout/rows';
import { viewPxToBeat, type TimelineView } from '../layout/view';

export interface DropPosition {
  readonly trackId: string;
  readonly takeLaneId: string | null;
  readonly atBeats: number;
}

/** The drop position at view px (x, y) of the lanes, or null below the last track. */
export function dropPosition(
  project: StudioProjectState,
  view: TimelineView,
  snap: SnapSettings,
  point: { x: number; y: number; bypassSnap?: boolean },
): DropPosition | null {
  const row = rowAt(timelineRows(project), view, point.y);
  if (row === null) return null;
  const beats = snapBeats(viewPxToBeat(view, point.x), snap, point.bypassSnap === true);
  return {
    trackId: row.track.id,
    takeLaneId: row.takeLane?.id ?? null,
    atBeats: Math.max(0, beats),
  };
}
