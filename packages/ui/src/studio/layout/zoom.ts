// Zoom (§9: 0.01–128000 px per beat, default 100): clamping and zooming about an anchor, so the
// beat under the pointer (or the pinch centre) stays where it is.
import { TIMELINE_UI } from '../constants';
import type { TimelineView } from './view';

/** A zoom within the limits; a value that is not a positive number keeps `fallback`. */
export function clampZoom(pxPerBeat: number, fallback: number = TIMELINE_UI.zoomDefaultPxPerBeat) {
  if (!Number.isFinite(pxPerBeat) || pxPerBeat <= 0) return fallback;
  return Math.min(TIMELINE_UI.zoomMaxPxPerBeat, Math.max(TIMELINE_UI.zoomMinPxPerBeat, pxPerBeat));
}

/** The view zoomed by `factor` about `anchorPx` (view px): the beat under the anchor stays put. */
export function zoomAt(view: TimelineView, factor: number, anchorPx: number): TimelineView {
  const pxPerBeat = clampZoom(view.pxPerBeat * factor, view.pxPerBeat);
  if (pxPerBeat === view.pxPerBeat) return view;
  const anchorBeats = (anchorPx + view.scrollLeftPx) / view.pxPerBeat;
  return {
    ...view,
    pxPerBeat,
    scrollLeftPx: Math.max(0, anchorBeats * pxPerBeat - anchorPx),
  };
}
