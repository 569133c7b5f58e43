import { describe, expect, it } from 'vitest';
import { mustApply, project, run, spans } from '../testing/fixtures';

describe('deleteClips', () => {
  it('removes the clips and sets usedDelete', () => {
    const state = mustApply(
      project([
        [
          [0, 4],
          [4, 8],
        ],
      ]),
      { type: 'deleteClips', clipIds: ['c1', 'missing'] },
    );
    expect(spans(state)).toEqual([['c2', 4, 8]]);
    expect(state.metadata.usedDelete).toBe(true);
  });

  it('answers not-found when none exists', () => {
    expect(run(project([[]]), { type: 'deleteClips', clipIds: ['x'] })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('deleteRange', () => {
  it('removes the content of a range from the tracks, splitting a clip that spans it', () => {
    const state = mustApply(project([[[0, 16]], [[2, 5]]]), {
      type: 'deleteRange',
      trackIds: ['t1', 't2'],
      startBeats: 8,
      endBeats: 4,
    });
    expect(spans(state, 0)).toEqual([
      ['c1', 0, 4],
      ['new-1', 8, 16],
    ]);
    expect(spans(state, 1)).toEqual([['c2', 2, 4]]);
  });

  it('leaves the usage flag alone when nothing was in the range', () => {
    const start = project([[[0, 2]]]);
    const result = run(start, {
      type: 'deleteRange',
      trackIds: ['t1'],
      startBeats: 4,
      endBeats: 8,
    });
    expect(result.state).toBe(start);
  });
});
