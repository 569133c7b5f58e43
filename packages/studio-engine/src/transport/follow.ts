// Follow mode (Ctrl+F): while playing, the view pages along with the playhead. When the
// playhead leaves the visible range (or nears its right edge), the view jumps so the playhead
// sits a tenth of the width from the left.

export interface FollowView {
  /** Left edge of the view, in px of the timeline. */
  startPx: number;
  widthPx: number;
}

/** Fraction of the width at which the view pages. */
const EDGE = 0.9;
const LEAD = 0.1;

/** The view's new left edge for a playhead at `playheadPx` (unchanged when following is off). */
export function followView(view: FollowView, playheadPx: number, following: boolean): number {
  if (!following || view.widthPx <= 0) return view.startPx;
  const inside = playheadPx >= view.startPx && playheadPx <= view.startPx + EDGE * view.widthPx;
  if (inside) return view.startPx;
  return Math.max(0, playheadPx - LEAD * view.widthPx);
}
