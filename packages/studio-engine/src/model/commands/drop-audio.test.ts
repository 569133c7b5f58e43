import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIP_BEATS, DEFAULT_CLIP_SECONDS, REASONS } from '../index';
import { mustApply, project, run, spans } from '../testing/fixtures';

describe('dropAudio', () => {
  it('places dropped audio at the drop position, as long as its content', () => {
    const state = mustApply(project([[]]), {
      type: 'dropAudio',
      trackId: 't1',
      atBeats: 6,
      uploadId: 'up-1',
      name: 'recording-1',
      contentSeconds: 5,
    });
    expect(spans(state)).toEqual([['new-1', 6, 16]]);
    expect(state.tracks[0]?.clips[0]).toMatchObject({
      uploadId: 'up-1',
      clipId: null,
      name: 'recording-1',
    });
  });

  it('uses the default clip length of 480 s (960 beats) when the length is unknown', () => {
    expect([DEFAULT_CLIP_SECONDS, DEFAULT_CLIP_BEATS]).toEqual([480, 960]);
    const state = mustApply(project([[]]), {
      type: 'dropAudio',
      trackId: 't1',
      atBeats: 0,
      clipId: 'lib-1',
      name: 'Song',
    });
    expect(spans(state)).toEqual([['new-1', 0, DEFAULT_CLIP_BEATS]]);
  });

  it('lays the drop over existing clips', () => {
    const state = mustApply(project([[[0, 20]]]), {
      type: 'dropAudio',
      trackId: 't1',
      atBeats: 4,
      clipId: 'lib-1',
      name: 'Song',
      contentSeconds: 2,
    });
    expect(spans(state)).toEqual([
      ['c1', 0, 4],
      ['new-1', 4, 8],
      ['new-2', 8, 20],
    ]);
  });

  it('needs an upload or clip id', () => {
    expect(
      run(project([[]]), { type: 'dropAudio', trackId: 't1', atBeats: 0, name: 'x' }),
    ).toMatchObject({ ok: false, reason: REASONS.nothingToPaste });
  });
});
