import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { clip, mustApply, project, run } from '../testing/fixtures';

describe('cropClip', () => {
  it('keeps only the part inside the range and sets usedCrop', () => {
    const state = mustApply(project([[[0, 16]]]), {
      type: 'cropClip',
      clipId: 'c1',
      startBeats: 4,
      endBeats: 10,
    });
    expect(clip(state, 'c1')).toMatchObject({ startBeats: 4, endBeats: 10, readStartBeats: 4 });
    expect(state.metadata.usedCrop).toBe(true);
  });

  it('refuses a range outside the clip', () => {
    expect(
      run(project([[[0, 16]]]), { type: 'cropClip', clipId: 'c1', startBeats: 20, endBeats: 30 }),
    ).toMatchObject({ ok: false, reason: REASONS.emptyRange });
  });
});
