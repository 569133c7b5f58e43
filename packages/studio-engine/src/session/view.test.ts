// The session's view state (2-studio.md §9: "Zoom: min 0.01, max 128000 px per beat, default 100.
// The grid base is 1 and the multiplier runs 1/32 to 32."; "Context window default 32 beats.";
// follow with Ctrl+F), and the snapshot's identity for useSyncExternalStore.
import { describe, expect, it } from 'vitest';
import { CONTEXT_WINDOW_BEATS } from '../index';
import { beatsToViewPx, gridBeats, snapBeats, viewPxToBeats } from './view';
import { sessionKit } from './testing/session-kit';

describe('session view: zoom', () => {
  it('starts at 100 px per beat and stays within 0.01..128000', () => {
    const { session, snap } = sessionKit();
    expect(snap().view.zoomPxPerBeat).toBe(100);
    session.dispatch({ type: 'zoom/set', pxPerBeat: 1e9 });
    expect(snap().view.zoomPxPerBeat).toBe(128000);
    session.dispatch({ type: 'zoom/set', pxPerBeat: 0 });
    expect(snap().view.zoomPxPerBeat).toBe(0.01);
    session.dispatch({ type: 'zoom/set', pxPerBeat: Number.NaN });
    expect(snap().view.zoomPxPerBeat).toBe(0.01);
  });

  it('Ctrl+wheel and pinch zoom by a factor, keeping the beat under the pointer in place', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'scroll/set', beats: 10 });
    const under = viewPxToBeats(snap().view, 300);
    session.dispatch({ type: 'zoom/by', factor: 2, anchorPx: 300 });
    expect(snap().view.zoomPxPerBeat).toBe(200);
    expect(viewPxToBeats(snap().view, 300)).toBeCloseTo(under, 9);
    expect(beatsToViewPx(snap().view, under)).toBeCloseTo(300, 9);
  });

  it('scroll never goes before beat 0', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'zoom/by', factor: 0.5, anchorPx: 500 });
    expect(snap().view.scroll.beats).toBe(0);
    session.dispatch({ type: 'scroll/set', beats: -4, topPx: -1 });
    expect(snap().view.scroll).toEqual({ beats: 0, topPx: 0 });
  });
});

describe('session view: grid and snap', () => {
  it('the grid base is 1 beat; Shift+1 and Shift+2 halve and double the multiplier within 1/32..32', () => {
    const { session, snap } = sessionKit();
    expect(gridBeats(snap().view)).toBe(1);
    for (let i = 0; i < 8; i++) session.handleKey({ key: '!', code: 'Digit1', shiftKey: true });
    expect(snap().view.gridMultiplier).toBe(1 / 32);
    for (let i = 0; i < 12; i++) session.handleKey({ key: '@', code: 'Digit2', shiftKey: true });
    expect(snap().view.gridMultiplier).toBe(32);
    session.dispatch({ type: 'grid/set', multiplier: 1 / 4 });
    expect(gridBeats(snap().view)).toBe(0.25);
  });

  it('positions snap to the grid unless snapping is off or the gesture bypasses it', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'grid/set', multiplier: 1 / 4 });
    expect(snapBeats(snap().view, 3.13)).toBe(3.25);
    expect(snapBeats(snap().view, 3.13, true)).toBe(3.13);
    session.dispatch({ type: 'snap/set', enabled: false });
    expect(snapBeats(snap().view, 3.13)).toBe(3.13);
  });
});

describe('session view: context window, layout, transport and follow', () => {
  it('the context window is 32 beats by default', () => {
    const { session, snap } = sessionKit();
    expect(snap().view.contextWindow).toEqual({ visible: false, beats: CONTEXT_WINDOW_BEATS });
    expect(CONTEXT_WINDOW_BEATS).toBe(32);
    session.dispatch({ type: 'contextWindow/set', visible: true, beats: -3 });
    expect(snap().view.contextWindow).toEqual({ visible: true, beats: 32 });
  });

  it('follow pages the view along with the playhead while playing', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'viewport/resize', widthPx: 1000, heightPx: 400 });
    session.dispatch({ type: 'follow/set', enabled: true });
    session.dispatch({ type: 'transport/play' });
    session.dispatch({ type: 'transport/position', beats: 5 });
    expect(snap().view.scroll.beats).toBe(0);
    session.dispatch({ type: 'transport/position', beats: 9.5 });
    expect(snap().view.scroll.beats).toBeCloseTo(8.5, 9);
    session.dispatch({ type: 'follow/set', enabled: false });
    session.dispatch({ type: 'transport/position', beats: 40 });
    expect(snap().view.scroll.beats).toBeCloseTo(8.5, 9);
  });

  it('seek moves the playhead; play, stop and toggle set playing', () => {
    const { session, snap } = sessionKit();
    session.dispatch({ type: 'transport/seek', beats: 12 });
    session.dispatch({ type: 'transport/toggle' });
    expect(snap().view.transport).toEqual({ playing: true, positionBeats: 12 });
    session.dispatch({ type: 'transport/stop' });
    expect(snap().view.transport.playing).toBe(false);
  });

  it('the loop region is the project loop, set through its command (an undo step)', () => {
    const { session, snap, clock } = sessionKit();
    session.dispatch({ type: 'loop/set', enabled: true, startBeats: 4, endBeats: 12 });
    expect(snap().project?.loop).toEqual({ enabled: true, startBeats: 4, endBeats: 12 });
    clock.advance(150);
    session.dispatch({ type: 'undo' });
    expect(snap().project?.loop.enabled).toBe(false);
  });
});

describe('session snapshot identity (useSyncExternalStore)', () => {
  it('getSnapshot returns the same object until something changes', () => {
    const { session, snap } = sessionKit();
    const first = snap();
    expect(session.getSnapshot()).toBe(first);
    session.dispatch({ type: 'zoom/set', pxPerBeat: 100 });
    session.dispatch({ type: 'scroll/set', beats: 0 });
    expect(snap()).toBe(first);
    session.dispatch({ type: 'zoom/set', pxPerBeat: 50 });
    expect(snap()).not.toBe(first);
    expect(snap().project).toBe(first.project);
    expect(snap().history).toBe(first.history);
    expect(snap().save).toBe(first.save);
  });

  it('subscribers hear each change once, and not after unsubscribing', () => {
    const { session } = sessionKit();
    let calls = 0;
    const off = session.subscribe(() => calls++);
    session.dispatch({ type: 'command', command: { type: 'addTrack' } });
    expect(calls).toBe(1);
    session.dispatch({ type: 'layout/toggle' });
    expect(calls).toBe(2);
    off();
    session.dispatch({ type: 'layout/toggle' });
    expect(calls).toBe(2);
  });
});
