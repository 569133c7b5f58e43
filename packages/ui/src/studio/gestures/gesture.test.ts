import { describe, expect, it } from 'vitest';
import { arrangedProject } from '../fixtures/projects';
import { timelineRows } from '../layout/rows';
import { defaultTimelineView } from '../layout/view';
import {
  beginLaneGesture,
  beginRulerGesture,
  cancelGesture,
  endGesture,
  moveGesture,
  type Gesture,
  type GestureContext,
  type PointerSample,
} from './gesture';

// Track 0 holds clip-0-0 from beat 0 to 8 (x 0..800 at 100 px per beat), rows 88 px tall.
const project = arrangedProject(3, 2);
const ctx: GestureContext = {
  rows: timelineRows(project),
  view: defaultTimelineView(1200, 400),
  snap: { enabled: true, multiplier: 1 },
};

function press(p: PointerSample): Gesture {
  const g = beginLaneGesture(ctx, p);
  if (g === null) throw new Error('nothing under the pointer');
  return g;
}

describe('Drag threshold 5 px (2-studio §9)', () => {
  it('does nothing until the pointer has moved 5 px, then previews the move', () => {
    const g = press({ x: 300, y: 50 });
    const small = moveGesture(g, ctx, { x: 303, y: 53 });
    expect(small.output).toBeNull();
    expect(small.gesture.dragging).toBe(false);
    const far = moveGesture(small.gesture, ctx, { x: 310, y: 50 });
    expect(far.gesture.dragging).toBe(true);
  });

  it('a press released under the threshold selects the clip', () => {
    const g = press({ x: 300, y: 50, shiftKey: true });
    expect(endGesture(g, ctx, { x: 302, y: 51 })).toEqual({
      phase: 'commit',
      intent: { type: 'selectClip', clipId: 'clip-0-0', trackId: 'track-0', additive: true },
    });
  });
});

describe('Move a clip', () => {
  it('moves by the drag, snapped to the grid, onto the track under the pointer', () => {
    const g = press({ x: 300, y: 50 });
    const step = moveGesture(g, ctx, { x: 540, y: 50 + 88 });
    expect(step.output).toEqual({
      phase: 'preview',
      intent: {
        type: 'moveClip',
        clipId: 'clip-0-0',
        startBeats: 2,
        trackId: 'track-1',
        takeLaneId: null,
      },
    });
    expect(endGesture(step.gesture, ctx, { x: 540, y: 138 })).toMatchObject({
      phase: 'commit',
      intent: { type: 'moveClip', startBeats: 2, trackId: 'track-1' },
    });
  });

  it('Alt bypasses the snap', () => {
    const g = press({ x: 300, y: 50 });
    expect(endGesture(g, ctx, { x: 540, y: 50, altKey: true })).toMatchObject({
      intent: { type: 'moveClip', startBeats: 2.4 },
    });
  });

  it('released where it started (after dragging away) cancels', () => {
    const g = moveGesture(press({ x: 300, y: 50 }), ctx, { x: 400, y: 50 }).gesture;
    expect(endGesture(g, ctx, { x: 300, y: 50 })).toEqual({ phase: 'cancel' });
    expect(cancelGesture()).toEqual({ phase: 'cancel' });
  });
});

describe('Trim either edge and fade by handle', () => {
  it('trims the end edge to the snapped beat under the pointer', () => {
    const g = press({ x: 797, y: 50 }); // clip-0-0 ends at x 800
    expect(g).toMatchObject({ zone: 'trimEnd' });
    expect(endGesture(g, ctx, { x: 640, y: 50 })).toEqual({
      phase: 'commit',
      intent: { type: 'resizeClip', clipId: 'clip-0-0', edge: 'end', beats: 6 },
    });
  });

  it('trims the start edge', () => {
    const g = press({ x: 2, y: 50 });
    expect(endGesture(g, ctx, { x: 190, y: 50 })).toMatchObject({
      intent: { type: 'resizeClip', edge: 'start', beats: 2 },
    });
  });

  it('drags the fade-in handle to set the fade length (unsnapped)', () => {
    const g = press({ x: 100, y: 8 }); // clip-0-0 fades in over 1 beat
    expect(g).toMatchObject({ zone: 'fadeIn' });
    expect(endGesture(g, ctx, { x: 250, y: 8 })).toEqual({
      phase: 'commit',
      intent: { type: 'setClipFades', clipId: 'clip-0-0', fadeInBeats: 2.5 },
    });
  });
});

describe('Selection range and the ruler', () => {
  it('a drag on an empty lane selects a range over the tracks it crosses', () => {
    // One clip a track: the last ends at beat 20, so beat 25 is empty on every track.
    const sparse = { ...ctx, rows: timelineRows(arrangedProject(3, 1)) };
    const g = beginLaneGesture(sparse, { x: 2500, y: 88 * 2 + 40 });
    expect(g?.kind).toBe('range');
    if (g === null) return;
    expect(endGesture(g, sparse, { x: 2240, y: 40 })).toEqual({
      phase: 'commit',
      intent: {
        type: 'selectRange',
        anchorBeats: 25,
        focusBeats: 22,
        trackIds: ['track-0', 'track-1', 'track-2'],
      },
    });
  });

  it('a click on the ruler seeks, a drag sets the loop region', () => {
    const click = beginRulerGesture(ctx.view, { x: 250, y: 10 });
    expect(endGesture(click, ctx, { x: 251, y: 10 })).toEqual({
      phase: 'commit',
      intent: { type: 'seek', beats: 2.5 },
    });
    expect(endGesture(click, ctx, { x: 820, y: 10 })).toEqual({
      phase: 'commit',
      intent: { type: 'setLoopRegion', enabled: true, startBeats: 3, endBeats: 8 },
    });
  });
});

describe('Edit mode: the lane drag selects a range (2-studio §3 waveform selector)', () => {
  const edit: GestureContext = { ...ctx, snap: { enabled: false, multiplier: 1 }, rangeOnly: true };

  it('a drag across the clip selects a range and does not move the clip', () => {
    const g = beginLaneGesture(edit, { x: 300, y: 50 });
    expect(g?.kind).toBe('range');
    expect(endGesture(g!, edit, { x: 500, y: 50 })).toEqual({
      phase: 'commit',
      intent: { type: 'selectRange', anchorBeats: 3, focusBeats: 5, trackIds: ['track-0'] },
    });
  });

  it('the clip edges neither trim nor fade: a drag from them selects too', () => {
    for (const x of [2, 798]) {
      const g = beginLaneGesture(edit, { x, y: 50 });
      const step = moveGesture(g!, edit, { x: x === 2 ? 200 : 600, y: 50 });
      expect(step.output).toMatchObject({ phase: 'preview', intent: { type: 'selectRange' } });
    }
  });
});

describe('Select a range over a clip (Shift+drag)', () => {
  it('a Shift+drag that starts on a clip selects a range on its track and leaves the clip where it is', () => {
    const g = press({ x: 300, y: 50, shiftKey: true });
    expect(g.kind).toBe('range');
    const step = moveGesture(g, ctx, { x: 600, y: 50, shiftKey: true });
    expect(step.output).toEqual({
      phase: 'preview',
      intent: { type: 'selectRange', anchorBeats: 3, focusBeats: 6, trackIds: ['track-0'] },
    });
    expect(endGesture(step.gesture, ctx, { x: 600, y: 50 })).toEqual({
      phase: 'commit',
      intent: { type: 'selectRange', anchorBeats: 3, focusBeats: 6, trackIds: ['track-0'] },
    });
  });

  it('without Shift the same drag moves the clip', () => {
    const step = moveGesture(press({ x: 300, y: 50 }), ctx, { x: 600, y: 50 });
    expect(step.output).toMatchObject({ phase: 'preview', intent: { type: 'moveClip' } });
  });
});
