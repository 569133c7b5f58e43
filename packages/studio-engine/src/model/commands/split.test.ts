import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { clip, mustApply, project, run, spans } from '../testing/fixtures';

describe('splitClip', () => {
  it('cuts a clip in two: the left keeps the fade-in, the right the fade-out and reads on', () => {
    const state = mustApply(
      project([[[0, 8, { fadeInBeats: 1, fadeOutBeats: 2, readStartBeats: 1 }]]]),
      { type: 'splitClip', clipIds: ['c1'], atBeats: 3 },
    );
    expect(spans(state)).toEqual([
      ['c1', 0, 3],
      ['new-1', 3, 8],
    ]);
    expect(clip(state, 'c1')).toMatchObject({ fadeInBeats: 1, fadeOutBeats: 0, readStartBeats: 1 });
    expect(clip(state, 'new-1')).toMatchObject({
      fadeInBeats: 0,
      fadeOutBeats: 2,
      readStartBeats: 4,
      clipId: 'gen-c1',
    });
    expect(state.metadata.usedSplit).toBe(true);
  });

  it('splits several clips at one beat', () => {
    const state = mustApply(project([[[0, 8]], [[2, 6]]]), {
      type: 'splitClip',
      clipIds: ['c1', 'c2'],
      atBeats: 4,
    });
    expect(spans(state, 0)).toEqual([
      ['c1', 0, 4],
      ['new-1', 4, 8],
    ]);
    expect(spans(state, 1)).toEqual([
      ['c2', 2, 4],
      ['new-2', 4, 6],
    ]);
  });

  it('refuses a position that is not inside the clip', () => {
    const start = project([[[0, 8]]]);
    const result = run(start, { type: 'splitClip', clipIds: ['c1'], atBeats: 8 });
    expect(result).toMatchObject({ ok: false, reason: REASONS.outsideClip });
    expect(result.state.metadata.usedSplit).toBe(false);
  });
});
