// Wheel and pinch as view changes: Ctrl+wheel (or Cmd+wheel, and the trackpad pinch Chromium sends
// as a wheel with ctrlKey) zooms about the pointer, Shift+wheel scrolls sideways, a plain wheel
// scrolls both ways; a two-finger pinch zooms about its centre and pans with it.
import { TIMELINE_UI } from '../constants';
import { zoomAt } from '../layout/zoom';
import type { TimelineView } from '../layout/view';

/** The fields of a WheelEvent the timeline reads; `x` is the pointer in view px. */
export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  deltaMode: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  x: number;
}

const LINE_PX = 16;

/** A wheel delta in px. */
export function wheelDeltaPx(delta: number, deltaMode: number, pagePx: number): number {
  if (deltaMode === 1) return delta * LINE_PX;
  if (deltaMode === 2) return delta * pagePx;
  return delta;
}

/** The zoom factor of a Ctrl+wheel: up (negative delta) zooms in. */
export const wheelZoomFactor = (deltaPx: number): number =>
  Math.exp(-deltaPx * TIMELINE_UI.wheelZoomPerPx);

/** The view after a wheel event (the caller keeps the scroll inside the content). */
export function applyWheel(view: TimelineView, e: WheelInput): TimelineView {
  const dx = wheelDeltaPx(e.deltaX, e.deltaMode, view.widthPx);
  const dy = wheelDeltaPx(e.deltaY, e.deltaMode, view.heightPx);
  if (e.ctrlKey === true || e.metaKey === true) return zoomAt(view, wheelZoomFactor(dy), e.x);
  if (e.shiftKey === true)
    return { ...view, scrollLeftPx: Math.max(0, view.scrollLeftPx + (dx !== 0 ? dx : dy)) };
  return {
    ...view,
    scrollLeftPx: Math.max(0, view.scrollLeftPx + dx),
    scrollTopPx: Math.max(0, view.scrollTopPx + dy),
  };
}

/** Two touch points: their distance and the x of their centre in view px. */
export interface PinchSample {
  distancePx: number;
  centerX: number;
}

export const pinchSample = (
  a: { x: number; y: number },
  b: { x: number; y: number },
): PinchSample => ({
  distancePx: Math.hypot(a.x - b.x, a.y - b.y),
  centerX: (a.x + b.x) / 2,
});

/** The view after a pinch moved from `previous` to `next`: zoomed by the spread, panned with the centre. */
export function applyPinch(
  view: TimelineView,
  previous: PinchSample,
  next: PinchSample,
): TimelineView {
  if (!(previous.distancePx > 0) || !(next.distancePx > 0)) return view;
  const panned = {
    ...view,
    scrollLeftPx: Math.max(0, view.scrollLeftPx - (next.centerX - previous.centerX)),
  };
  return zoomAt(panned, next.distancePx / previous.distancePx, next.centerX);
}
