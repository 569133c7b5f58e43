import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { clip, mustApply, project, run, spans } from '../testing/fixtures';

describe('moveClip', () => {
  it('moves a clip to a new start keeping its length, and sets usedReorder', () => {
    const state = mustApply(
      project([
        [
          [0, 4],
          [8, 12],
        ],
      ]),
      { type: 'moveClip', clipId: 'c1', startBeats: 20 },
    );
    expect(spans(state)).toEqual([
      ['c2', 8, 12],
      ['c1', 20, 24],
    ]);
    expect(state.metadata.usedReorder).toBe(true);
  });

  it('lays the moved clip over others, trimming and splitting what lies under it', () => {
    const state = mustApply(
      project([
        [
          [0, 4],
          [4, 20],
        ],
      ]),
      { type: 'moveClip', clipId: 'c1', startBeats: 10 },
    );
    expect(spans(state)).toEqual([
      ['c2', 4, 10],
      ['c1', 10, 14],
      ['new-1', 14, 20],
    ]);
    expect(clip(state, 'new-1')?.readStartBeats).toBe(10);
  });

  it('moves a clip to another track', () => {
    const state = mustApply(project([[[0, 4]], []]), {
      type: 'moveClip',
      clipId: 'c1',
      startBeats: 2,
      trackId: 't2',
    });
    expect(spans(state, 0)).toEqual([]);
    expect(spans(state, 1)).toEqual([['c1', 2, 6]]);
  });

  it('answers not-found for a missing clip or track', () => {
    expect(
      run(project([[[0, 4]]]), { type: 'moveClip', clipId: 'x', startBeats: 0 }),
    ).toMatchObject({ reason: REASONS.clipNotFound });
    expect(
      run(project([[[0, 4]]]), { type: 'moveClip', clipId: 'c1', startBeats: 0, trackId: 'x' }),
    ).toMatchObject({ reason: REASONS.trackNotFound });
  });
});
