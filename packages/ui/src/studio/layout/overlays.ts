// Where the overlays sit over the lanes, in view px: the playhead line, the loop region band and
// the selection range (one box per run of adjoining selected rows).
import type { LoopRegion } from '@cadenza/studio-engine';
import type { TimelineRow } from './rows';
import { beatToViewPx, type TimelineView } from './view';

export interface TimelineSelection {
  startBeats: number;
  endBeats: number;
  trackIds: readonly string[];
}

export interface OverlayBox {
  leftPx: number;
  widthPx: number;
  topPx: number;
  heightPx: number;
}

/** The playhead's x in view px, or null when it is outside the view. */
export function playheadX(view: TimelineView, beats: number): number | null {
  const x = beatToViewPx(view, beats);
  return x < 0 || x > view.widthPx ? null : x;
}

/** A beat range clipped to the view as a left and a width, or null when none of it shows. */
export function spanInView(
  view: TimelineView,
  startBeats: number,
  endBeats: number,
): { leftPx: number; widthPx: number } | null {
  const left = Math.max(0, beatToViewPx(view, Math.min(startBeats, endBeats)));
  const right = Math.min(view.widthPx, beatToViewPx(view, Math.max(startBeats, endBeats)));
  return right > left ? { leftPx: left, widthPx: right - left } : null;
}

/** The loop band across all rows, or null when the loop is off or outside the view. */
export function loopBox(view: TimelineView, loop: LoopRegion, heightPx: number): OverlayBox | null {
  if (!loop.enabled) return null;
  const span = spanInView(view, loop.startBeats, loop.endBeats);
  return span === null ? null : { ...span, topPx: 0, heightPx };
}

/** The selection's boxes: its beat range over each run of adjoining rows of selected tracks. */
export function selectionBoxes(
  view: TimelineView,
  rows: readonly TimelineRow[],
  selection: TimelineSelection,
): OverlayBox[] {
  const span = spanInView(view, selection.startBeats, selection.endBeats);
  if (span === null) return [];
  const ids = new Set(selection.trackIds);
  const boxes: OverlayBox[] = [];
  let open: OverlayBox | null = null;
  for (const row of rows) {
    if (!ids.has(row.track.id)) {
      open = null;
      continue;
    }
    const top = row.topPx - view.scrollTopPx;
    if (open !== null && open.topPx + open.heightPx === top) open.heightPx += row.heightPx;
    else {
      open = { ...span, topPx: top, heightPx: row.heightPx };
      boxes.push(open);
    }
  }
  return boxes;
}
