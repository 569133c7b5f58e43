import { describe, expect, it } from 'vitest';
import { AUTO_FADE_BEATS, effectiveFades } from '../index';
import { clip, mustApply, project, run } from '../testing/fixtures';

describe('setClipFades', () => {
  it('sets the fades within the clip', () => {
    const state = mustApply(project([[[0, 8]]]), {
      type: 'setClipFades',
      clipId: 'c1',
      fadeInBeats: 6,
      fadeOutBeats: 6,
    });
    expect(clip(state, 'c1')).toMatchObject({ fadeInBeats: 6, fadeOutBeats: 2 });
  });

  it('refuses negative fades', () => {
    expect(
      run(project([[[0, 8]]]), { type: 'setClipFades', clipId: 'c1', fadeInBeats: -1 }),
    ).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('setSongFades', () => {
  it('sets the song fade in and out', () => {
    const state = mustApply(project([[]]), {
      type: 'setSongFades',
      fadeInBeats: 2,
      fadeOutBeats: 4,
    });
    expect([state.songFadeInBeats, state.songFadeOutBeats]).toEqual([2, 4]);
  });
});

describe('auto-fade between adjoining clips', () => {
  it('gives adjoining edges at least 0.0625 beats and leaves other edges alone', () => {
    expect(AUTO_FADE_BEATS).toBe(0.0625);
    const clips =
      project([
        [
          [0, 4],
          [4, 8, { fadeInBeats: 1 }],
          [9, 12],
        ],
      ]).tracks[0]?.clips ?? [];
    expect(Object.fromEntries(effectiveFades(clips))).toEqual({
      c1: { fadeInBeats: 0, fadeOutBeats: 0.0625 },
      c2: { fadeInBeats: 1, fadeOutBeats: 0 },
      c3: { fadeInBeats: 0, fadeOutBeats: 0 },
    });
  });
});
