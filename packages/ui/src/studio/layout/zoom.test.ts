import { describe, expect, it } from 'vitest';
import { applyPinch, applyWheel, pinchSample, wheelDeltaPx } from '../gestures/wheel';
import { beatToViewPx, defaultTimelineView, viewPxToBeat, visibleBeatRange } from './view';
import { clampZoom, zoomAt } from './zoom';

const view = { ...defaultTimelineView(800, 400), scrollLeftPx: 1000 };

describe('Zoom: min 0.01, max 128000 px per beat, default 100 (2-studio §9)', () => {
  it('starts at 100 px per beat', () => {
    expect(defaultTimelineView().pxPerBeat).toBe(100);
  });

  it('clamps to 0.01..128000 and keeps the fallback for non-numbers', () => {
    expect(clampZoom(0.0001)).toBe(0.01);
    expect(clampZoom(1e9)).toBe(128000);
    expect(clampZoom(Number.NaN, 42)).toBe(42);
    expect(clampZoom(-3, 42)).toBe(42);
  });

  it('keeps the beat under the anchor where it is', () => {
    const before = viewPxToBeat(view, 300);
    const zoomed = zoomAt(view, 2, 300);
    expect(zoomed.pxPerBeat).toBe(200);
    expect(viewPxToBeat(zoomed, 300)).toBeCloseTo(before, 9);
    expect(beatToViewPx(zoomed, before)).toBeCloseTo(300, 9);
  });

  it('stops at the limits and returns the same view when nothing changes', () => {
    const max = { ...view, pxPerBeat: 128000 };
    expect(zoomAt(max, 2, 100)).toBe(max);
    expect(zoomAt(view, 1e-9, 0).pxPerBeat).toBe(0.01);
  });

  it('never scrolls before beat 0', () => {
    expect(zoomAt({ ...view, scrollLeftPx: 0 }, 0.5, 400).scrollLeftPx).toBe(0);
  });

  it('shows the beats between the view edges', () => {
    expect(visibleBeatRange(view)).toEqual({ startBeats: 10, endBeats: 18 });
  });
});

describe('Ctrl+wheel and pinch zoom (issue 18 §2)', () => {
  it('Ctrl+wheel up zooms in about the pointer', () => {
    const next = applyWheel(view, { deltaX: 0, deltaY: -100, deltaMode: 0, ctrlKey: true, x: 200 });
    expect(next.pxPerBeat).toBeGreaterThan(100);
    expect(viewPxToBeat(next, 200)).toBeCloseTo(viewPxToBeat(view, 200), 9);
  });

  it('Ctrl+wheel down zooms out; a plain wheel scrolls; Shift+wheel scrolls sideways', () => {
    expect(
      applyWheel(view, { deltaX: 0, deltaY: 100, deltaMode: 0, ctrlKey: true, x: 0 }).pxPerBeat,
    ).toBeLessThan(100);
    expect(applyWheel(view, { deltaX: 0, deltaY: 3, deltaMode: 1, x: 0 })).toMatchObject({
      scrollTopPx: 48,
      scrollLeftPx: 1000,
    });
    expect(
      applyWheel(view, { deltaX: 0, deltaY: 50, deltaMode: 0, shiftKey: true, x: 0 }),
    ).toMatchObject({ scrollLeftPx: 1050, scrollTopPx: 0 });
  });

  it('reads wheel deltas in lines and pages as px', () => {
    expect(wheelDeltaPx(2, 1, 500)).toBe(32);
    expect(wheelDeltaPx(1, 2, 500)).toBe(500);
  });

  it('a pinch spreading to twice the distance doubles the zoom about its centre', () => {
    const a = pinchSample({ x: 100, y: 0 }, { x: 300, y: 0 });
    const b = pinchSample({ x: 0, y: 0 }, { x: 400, y: 0 });
    const next = applyPinch(view, a, b);
    expect(next.pxPerBeat).toBeCloseTo(200, 9);
    expect(viewPxToBeat(next, 200)).toBeCloseTo(viewPxToBeat(view, 200), 9);
  });
});
