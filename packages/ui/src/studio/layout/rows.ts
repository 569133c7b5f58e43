// The rows of the timeline, top to bottom: each track's main lane (its height, 88 in the studio)
// and, when its take lanes are expanded, one 32 px row per take lane.
import type { StudioClip, StudioProjectState, TakeLane, Track } from '@cadenza/studio-engine';
import { TAKE_LANE_HEIGHT } from '@cadenza/studio-engine';
import type { TimelineView } from './view';

export interface TimelineRow {
  key: string;
  track: Track;
  trackIndex: number;
  /** null for the track's main lane. */
  takeLane: TakeLane | null;
  clips: readonly StudioClip[];
  /** Top in content px (before the vertical scroll). */
  topPx: number;
  heightPx: number;
}

/** Every row of the project in order. */
export function timelineRows(project: StudioProjectState): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let top = 0;
  project.tracks.forEach((track, trackIndex) => {
    rows.push({
      key: track.id,
      track,
      trackIndex,
      takeLane: null,
      clips: track.clips,
      topPx: top,
      heightPx: track.height,
    });
    top += track.height;
    if (!track.takeLanesExpanded) return;
    for (const lane of track.takeLanes) {
      const heightPx = lane.height > 0 ? lane.height : TAKE_LANE_HEIGHT;
      rows.push({
        key: `${track.id}/${lane.id}`,
        track,
        trackIndex,
        takeLane: lane,
        clips: lane.clips,
        topPx: top,
        heightPx,
      });
      top += heightPx;
    }
  });
  return rows;
}

/** The height of all rows. */
export const rowsHeightPx = (rows: readonly TimelineRow[]): number => {
  const last = rows[rows.length - 1];
  return last === undefined ? 0 : last.topPx + last.heightPx;
};

/** The row at a view y (px from the lanes' top, the vertical scroll applied), or null. */
export function rowAt(
  rows: readonly TimelineRow[],
  view: TimelineView,
  y: number,
): TimelineRow | null {
  const content = y + view.scrollTopPx;
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = rows[mid] as TimelineRow;
    if (content < row.topPx) hi = mid - 1;
    else if (content >= row.topPx + row.heightPx) lo = mid + 1;
    else return row;
  }
  return null;
}

/** The rows overlapping the view's vertical range plus `marginPx` above and below. */
export function visibleRows(
  rows: readonly TimelineRow[],
  view: TimelineView,
  marginPx = 0,
): TimelineRow[] {
  const top = view.scrollTopPx - marginPx;
  const bottom = view.scrollTopPx + view.heightPx + marginPx;
  return rows.filter((row) => row.topPx + row.heightPx > top && row.topPx < bottom);
}
