import { describe, expect, it } from 'vitest';
import { REASONS, STUDIO_LABELS, TRACK_HEIGHT_STUDIO } from '../../index';
import { mustApply, project, run, testContext } from '../testing/fixtures';

const ids = (state: ReturnType<typeof project>) => state.tracks.map((t) => t.id);

describe('addTrack', () => {
  it("adds a 'New Track' of height 88 at the end", () => {
    const state = mustApply(project([[]]), { type: 'addTrack' });
    expect(state.tracks[1]).toMatchObject({
      id: 'new-1',
      name: STUDIO_LABELS.newTrack,
      height: TRACK_HEIGHT_STUDIO,
      clips: [],
    });
  });

  it('inserts at an index with a name', () => {
    const state = mustApply(project([[], []]), { type: 'addTrack', index: 1, name: ' Drums ' });
    expect(state.tracks.map((t) => t.name)).toEqual([
      STUDIO_LABELS.newTrack,
      'Drums',
      STUDIO_LABELS.newTrack,
    ]);
  });

  it('is not available in one-track mode', () => {
    const result = run(project([[]]), { type: 'addTrack' }, testContext({ oneTrackMode: true }));
    expect(result).toMatchObject({ ok: false, code: 'restricted', reason: REASONS.oneTrackMode });
  });
});

describe('removeTrack', () => {
  it('removes the track and drops it from the selection', () => {
    const start = project([[], []], {});
    const selected = mustApply(start, {
      type: 'setSelection',
      selection: { trackIds: ['t1', 't2'], focusedTrackId: 't1' },
    });
    const state = mustApply(selected, { type: 'removeTrack', trackId: 't1' });
    expect(ids(state)).toEqual(['t2']);
    expect(state.selection).toMatchObject({ trackIds: ['t2'], focusedTrackId: null });
  });

  it('cannot delete the last track in one-track mode', () => {
    const result = run(
      project([[]]),
      { type: 'removeTrack', trackId: 't1' },
      testContext({ oneTrackMode: true }),
    );
    expect(result).toMatchObject({ ok: false, code: 'restricted', reason: REASONS.lastTrack });
  });

  it('answers not-found for a missing id and keeps the state', () => {
    const start = project([[]]);
    const result = run(start, { type: 'removeTrack', trackId: 'nope' });
    expect(result).toMatchObject({ ok: false, code: 'not-found' });
    expect(result.state).toBe(start);
  });
});

describe('moveTrack and reorderTrack', () => {
  it('moveTrack moves by one position and stops at the ends', () => {
    const start = project([[], [], []]);
    expect(ids(mustApply(start, { type: 'moveTrack', trackId: 't1', by: 1 }))).toEqual([
      't2',
      't1',
      't3',
    ]);
    expect(ids(mustApply(start, { type: 'moveTrack', trackId: 't1', by: -1 }))).toEqual([
      't1',
      't2',
      't3',
    ]);
  });

  it('reorderTrack moves to an index, clamped', () => {
    const start = project([[], [], []]);
    expect(ids(mustApply(start, { type: 'reorderTrack', trackId: 't3', toIndex: 0 }))).toEqual([
      't3',
      't1',
      't2',
    ]);
    expect(ids(mustApply(start, { type: 'reorderTrack', trackId: 't1', toIndex: 99 }))).toEqual([
      't2',
      't3',
      't1',
    ]);
  });

  it('sets usedReorder', () => {
    expect(
      mustApply(project([[], []]), { type: 'moveTrack', trackId: 't1', by: 1 }).metadata
        .usedReorder,
    ).toBe(true);
  });

  it('is not available in one-track mode', () => {
    const ctx = testContext({ oneTrackMode: true });
    expect(
      run(project([[]]), { type: 'reorderTrack', trackId: 't1', toIndex: 0 }, ctx),
    ).toMatchObject({ code: 'restricted' });
  });
});

describe('duplicateTrack (the track context menu: Duplicate track)', () => {
  it('puts a copy of the track, its clips under new ids, right below it', () => {
    const start = project([
      [
        [0, 4],
        [8, 12],
      ],
      [[2, 6]],
    ]);
    const state = mustApply(start, { type: 'duplicateTrack', trackId: 't1' });
    expect(ids(state)).toEqual(['t1', 'new-1', 't2']);
    const [original, copy] = state.tracks;
    expect(copy?.name).toBe(original?.name);
    expect(copy?.clips.map((c) => [c.startBeats, c.endBeats, c.clipId])).toEqual(
      original?.clips.map((c) => [c.startBeats, c.endBeats, c.clipId]),
    );
    const originalIds = new Set(original?.clips.map((c) => c.id));
    expect(copy?.clips.some((c) => originalIds.has(c.id))).toBe(false);
  });

  it('refuses a missing track, and one-track mode', () => {
    expect(run(project([[]]), { type: 'duplicateTrack', trackId: 'nope' })).toMatchObject({
      ok: false,
      reason: REASONS.trackNotFound,
    });
    const result = run(
      project([[]]),
      { type: 'duplicateTrack', trackId: 't1' },
      testContext({ oneTrackMode: true }),
    );
    expect(result).toMatchObject({ ok: false, code: 'restricted', reason: REASONS.oneTrackMode });
  });
});
