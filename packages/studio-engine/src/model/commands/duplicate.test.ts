import { describe, expect, it } from 'vitest';
import { mustApply, project, run, spans } from '../testing/fixtures';

describe('duplicateClips', () => {
  it('places a copy right after the clip and sets usedDuplicate', () => {
    const state = mustApply(project([[[0, 4]]]), { type: 'duplicateClips', clipIds: ['c1'] });
    expect(spans(state)).toEqual([
      ['c1', 0, 4],
      ['new-1', 4, 8],
    ]);
    expect(state.tracks[0]?.clips[1]?.clipId).toBe('gen-c1');
    expect(state.metadata.usedDuplicate).toBe(true);
  });

  it('copies clips of one lane as a group, keeping their spacing, over what lies under the copies', () => {
    const state = mustApply(
      project([
        [
          [0, 2],
          [4, 6],
          [7, 20],
        ],
      ]),
      { type: 'duplicateClips', clipIds: ['c1', 'c2'] },
    );
    expect(spans(state)).toEqual([
      ['c1', 0, 2],
      ['c2', 4, 6],
      ['new-1', 6, 8],
      ['c3', 8, 10],
      ['new-2', 10, 12],
      ['new-3', 12, 20],
    ]);
  });

  it('answers not-found when no clip exists', () => {
    expect(run(project([[]]), { type: 'duplicateClips', clipIds: ['x'] })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});
