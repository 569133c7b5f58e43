import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIP_LOOP_END_BEATS } from '../index';
import { clip, mustApply, project, run } from '../testing/fixtures';

describe('setClipLoop', () => {
  it('turns the loop on over a range', () => {
    const state = mustApply(project([[[0, 32]]]), {
      type: 'setClipLoop',
      clipId: 'c1',
      enabled: true,
      startBeats: 2,
      endBeats: 6,
    });
    expect(clip(state, 'c1')?.loop).toEqual({ enabled: true, startBeats: 2, endBeats: 6 });
  });

  it('defaults the loop end inside a clip to 999', () => {
    expect(clip(project([[[0, 4]]]), 'c1')?.loop.endBeats).toBe(DEFAULT_CLIP_LOOP_END_BEATS);
    expect(DEFAULT_CLIP_LOOP_END_BEATS).toBe(999);
  });

  it('refuses an end that is not after the start', () => {
    expect(
      run(project([[[0, 4]]]), { type: 'setClipLoop', clipId: 'c1', startBeats: 4, endBeats: 4 }),
    ).toMatchObject({ ok: false, code: 'invalid' });
  });
});
