import { describe, expect, it } from 'vitest';
import {
  AUTO_FADE_BEATS,
  createProjectState,
  createStudioClip,
  createTakeLane,
  createTrack,
  METRONOME_CLIP_END_BEATS,
  sequentialIds,
  type StudioClip,
  type StudioProjectState,
} from '../model';
import { compilePlan, songEndBeats } from './compile-plan';

const RATE = 48000;
/** At the default 2 beats per second a beat is 24000 frames. */
const BEAT = 24000;

function project(clips: StudioClip[], over: Partial<StudioProjectState> = {}): StudioProjectState {
  return createProjectState(sequentialIds('p'), 'studio', {
    tracks: [createTrack('t1', 'studio', { clips })],
    ...over,
  });
}

const clip = (over: Partial<StudioClip> & Pick<StudioClip, 'id' | 'startBeats' | 'endBeats'>) =>
  createStudioClip({ clipId: 'audio', ...over });

describe('compiling a project into a playback plan', () => {
  it('times a clip in frames through the tempo and reads it through its (Original) map', () => {
    const plan = compilePlan(
      project([clip({ id: 'a', startBeats: 2, endBeats: 6, readStartBeats: 1 })]),
      { sampleRate: RATE },
    );
    expect(plan.segments).toHaveLength(1);
    const s = plan.segments[0];
    expect(s).toMatchObject({
      start: 2 * BEAT,
      end: 6 * BEAT,
      audioId: 'audio',
      semitones: 0,
      gain: 1,
    });
    expect(s?.mapOut).toEqual([2 * BEAT, 6 * BEAT]);
    expect(s?.mapSrc).toEqual([0.5, 2.5]);
    expect(plan.songEnd).toBe(6 * BEAT);
  });

  it('keeps fades at exponent 2 with their lengths in frames', () => {
    const plan = compilePlan(
      project([clip({ id: 'a', startBeats: 0, endBeats: 4, fadeInBeats: 1, fadeOutBeats: 0.5 })]),
      { sampleRate: RATE },
    );
    expect(plan.segments[0]?.fadeIn).toEqual({ frames: BEAT, shape: 'power' });
    expect(plan.segments[0]?.fadeOut).toEqual({ frames: BEAT / 2, shape: 'power' });
  });

  it('crosses adjoining clips with equal-power curves over the auto-fade (0.0625 beats), centred on the edge', () => {
    const plan = compilePlan(
      project([
        clip({ id: 'a', startBeats: 0, endBeats: 2 }),
        clip({ id: 'b', startBeats: 2, endBeats: 4 }),
      ]),
      { sampleRate: RATE },
    );
    const [a, b] = plan.segments;
    const fade = AUTO_FADE_BEATS * BEAT;
    expect(a).toMatchObject({
      start: 0,
      end: 2 * BEAT + fade / 2,
      fadeOut: { frames: fade, shape: 'equal-power' },
    });
    expect(b).toMatchObject({
      start: 2 * BEAT - fade / 2,
      end: 4 * BEAT,
      fadeIn: { frames: fade, shape: 'equal-power' },
    });
  });

  it('a user fade longer than the auto-fade at an adjoining edge stays an exponent-2 fade inside the clip', () => {
    const plan = compilePlan(
      project([
        clip({ id: 'a', startBeats: 0, endBeats: 2, fadeOutBeats: 1 }),
        clip({ id: 'b', startBeats: 2, endBeats: 4 }),
      ]),
      { sampleRate: RATE },
    );
    const [a, b] = plan.segments;
    expect(a).toMatchObject({ end: 2 * BEAT, fadeOut: { frames: BEAT, shape: 'power' } });
    expect(b).toMatchObject({
      start: 2 * BEAT,
      fadeIn: { frames: AUTO_FADE_BEATS * BEAT, shape: 'power' },
    });
  });

  it('plays a looping clip as one segment per iteration, crossing each loop seam with equal power', () => {
    const looping = clip({
      id: 'a',
      startBeats: 0,
      endBeats: 4,
      readStartBeats: 0,
      loop: { enabled: true, startBeats: 0.5, endBeats: 1.5 },
    });
    const plan = compilePlan(project([looping]), { sampleRate: RATE });
    const half = (AUTO_FADE_BEATS / 2) * BEAT;
    expect(plan.segments.map((s) => [s.start, s.end])).toEqual([
      [0, 1.5 * BEAT + half],
      [1.5 * BEAT - half, 2.5 * BEAT + half],
      [2.5 * BEAT - half, 3.5 * BEAT + half],
      [3.5 * BEAT - half, 4 * BEAT],
    ]);
    expect(plan.segments[1]?.mapSrc[0]).toBeCloseTo((0.5 - AUTO_FADE_BEATS / 2) / 2, 12);
    expect(plan.segments[1]?.fadeIn.shape).toBe('equal-power');
  });

  it('reads warped clips through their markers and transposes them', () => {
    const warped = clip({
      id: 'a',
      startBeats: 0,
      endBeats: 4,
      transposition: -7,
      warp: {
        enabled: true,
        markers: [
          { beats: 0, seconds: 0 },
          { beats: 2, seconds: 0.5 },
          { beats: 4, seconds: 2.5 },
        ],
        speed: 1,
        awaitingAnalysis: false,
      },
    });
    const s = compilePlan(project([warped]), { sampleRate: RATE }).segments[0];
    expect(s?.mapOut).toEqual([0, 2 * BEAT, 4 * BEAT]);
    expect(s?.mapSrc).toEqual([0, 0.5, 2.5]);
    expect(s?.semitones).toBe(-7);
  });

  it('leaves out muted clips and clips without audio; a soloed take lane plays instead of the main lane', () => {
    const track = createTrack('t1', 'studio', {
      clips: [
        clip({ id: 'main', startBeats: 0, endBeats: 1 }),
        clip({ id: 'muted', startBeats: 1, endBeats: 2, mute: true }),
      ],
      takeLanes: [
        createTakeLane('lane', 2, { clips: [clip({ id: 'take', startBeats: 4, endBeats: 5 })] }),
      ],
    });
    const state = createProjectState(sequentialIds('p'), 'studio', { tracks: [track] });
    expect(compilePlan(state, { sampleRate: RATE }).segments.map((s) => s.key)).toEqual([
      't1/main/0',
    ]);
    const soloed = { ...state, tracks: [{ ...track, soloTakeLaneId: 'lane' }] };
    expect(compilePlan(soloed, { sampleRate: RATE }).segments.map((s) => s.key)).toEqual([
      't1/take/0',
    ]);
    expect(songEndBeats(soloed)).toBe(5);
    const silent = {
      ...state,
      tracks: [{ ...track, clips: [createStudioClip({ id: 'x', startBeats: 0, endBeats: 1 })] }],
    };
    expect(compilePlan(silent, { sampleRate: RATE }).segments).toEqual([]);
  });

  it('places a metronome click on every beat of the metronome clip, frames from the tempo', () => {
    const plan = compilePlan(project([], { metronome: { enabled: true, amplitude: 0.5 } }), {
      sampleRate: RATE,
    });
    expect(plan.metronome.enabled).toBe(true);
    expect(plan.metronome.amplitude).toBe(0.5);
    expect(plan.metronome.clicks.slice(0, 3)).toEqual([0, BEAT, 2 * BEAT]);
    expect(plan.metronome.clicks).toHaveLength(METRONOME_CLIP_END_BEATS);
    expect(plan.metronome.accents.slice(0, 5)).toEqual([true, false, false, false, true]);
  });

  it('carries the loop region, master amplitude, track mix and song fades in frames', () => {
    const plan = compilePlan(
      project([clip({ id: 'a', startBeats: 0, endBeats: 8 })], {
        amplitude: 0.5,
        loop: { enabled: true, startBeats: 2, endBeats: 4 },
        songFadeInBeats: 1,
        songFadeOutBeats: 2,
      }),
      { sampleRate: RATE },
    );
    expect(plan.loop).toEqual({ enabled: true, start: 2 * BEAT, end: 4 * BEAT });
    expect(plan.masterGain).toBe(0.5);
    expect(plan.songFadeIn).toBe(BEAT);
    expect(plan.songFadeOut).toBe(2 * BEAT);
    expect(plan.tracks).toEqual([{ id: 't1', amplitude: 1, balance: 0, mute: false, solo: false }]);
  });
});
