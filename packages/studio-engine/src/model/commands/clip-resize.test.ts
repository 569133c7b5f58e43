import { describe, expect, it } from 'vitest';
import { REASONS } from '../index';
import { clip, mustApply, project, run, spans } from '../testing/fixtures';

describe('resizeClip', () => {
  it('moves the start edge and the read start with it', () => {
    const state = mustApply(project([[[0, 8]]]), {
      type: 'resizeClip',
      clipId: 'c1',
      edge: 'start',
      beats: 3,
    });
    expect(clip(state, 'c1')).toMatchObject({ startBeats: 3, endBeats: 8, readStartBeats: 3 });
  });

  it('cannot read before the content unless the clip loops', () => {
    const start = project([[[4, 8, { readStartBeats: 1 }]]]);
    expect(
      clip(mustApply(start, { type: 'resizeClip', clipId: 'c1', edge: 'start', beats: 0 }), 'c1'),
    ).toMatchObject({ startBeats: 3, readStartBeats: 0 });
  });

  it('stops at the neighbours', () => {
    const start = project([
      [
        [0, 4],
        [6, 10],
        [12, 16],
      ],
    ]);
    expect(
      spans(mustApply(start, { type: 'resizeClip', clipId: 'c2', edge: 'end', beats: 20 }))[1],
    ).toEqual(['c2', 6, 12]);
    const looping = project([
      [
        [0, 4],
        [6, 10, { loop: { enabled: true, startBeats: 0, endBeats: 4 } }],
      ],
    ]);
    expect(
      spans(mustApply(looping, { type: 'resizeClip', clipId: 'c2', edge: 'start', beats: 1 }))[1],
    ).toEqual(['c2', 4, 10]);
  });

  it('refuses to make a clip empty', () => {
    expect(
      run(project([[[0, 8]]]), { type: 'resizeClip', clipId: 'c1', edge: 'end', beats: 0 }),
    ).toMatchObject({ ok: false, reason: REASONS.emptyRange });
    expect(
      run(project([[[0, 8]]]), { type: 'resizeClip', clipId: 'c1', edge: 'start', beats: 9 }),
    ).toMatchObject({ ok: false, reason: REASONS.emptyRange });
  });

  it('keeps fades within the shorter clip', () => {
    const state = mustApply(project([[[0, 8, { fadeInBeats: 3, fadeOutBeats: 3 }]]]), {
      type: 'resizeClip',
      clipId: 'c1',
      edge: 'end',
      beats: 4,
    });
    expect(clip(state, 'c1')).toMatchObject({ fadeInBeats: 3, fadeOutBeats: 1 });
  });
});
