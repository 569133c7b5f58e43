import { describe, expect, it } from 'vitest';
import {
  createProjectState,
  createStudioClip,
  createTrack,
  sequentialIds,
  type StudioClip,
  type Track,
} from '../model';
import { ENGINE_QUANTUM, PlanEngine } from '../dsp/engine/engine';
import { energyAbove, firstDifference, maxAbsDifference } from '../dsp/testing/measures';
import { musicBed, random, sine } from '../dsp/testing/signals';
import { decodeWav } from '../dsp/wav';
import { compilePlan } from './compile-plan';
import {
  loadedAudio,
  renderPlan,
  renderProject,
  renderProjectWav,
  renderStemsWav,
  type ClipAudio,
} from './offline';
import { fixtureAudio, fixtureProject, FIXTURE_RATE } from './testing/fixtures';

const RATE = FIXTURE_RATE;
const BEAT = 24000;

const audioOf = (id: string, channels: Float32Array[]): Map<string, ClipAudio> =>
  new Map([[id, { sampleRate: RATE, channels }]]);
const projectOf = (tracks: Track[]) => createProjectState(sequentialIds('p'), 'studio', { tracks });
const clip = (over: Partial<StudioClip> & Pick<StudioClip, 'id' | 'startBeats' | 'endBeats'>) =>
  createStudioClip({ clipId: 'src', ...over });

describe('offline render in Node', () => {
  it('a clip at speed 1 and 0 semitones comes out bit-exact through the whole engine', () => {
    const [l, r] = musicBed(3, RATE);
    const state = projectOf([
      createTrack('t', 'studio', {
        clips: [clip({ id: 'a', startBeats: 1, endBeats: 5, readStartBeats: 0.5 })],
      }),
    ]);
    const out = renderProject(state, { sampleRate: RATE, audio: audioOf('src', [l, r]) });
    expect(out.channels[0].length).toBe(5 * BEAT);
    expect(out.channels[0].subarray(0, BEAT).every((v) => v === 0)).toBe(true);
    expect(
      firstDifference(out.channels[0].subarray(BEAT), l.subarray(BEAT / 2, BEAT / 2 + 4 * BEAT)),
    ).toBe(-1);
    expect(
      firstDifference(out.channels[1].subarray(BEAT), r.subarray(BEAT / 2, BEAT / 2 + 4 * BEAT)),
    ).toBe(-1);
  });

  it('mixes tracks with amplitude, balance, mute and solo', () => {
    const tone = sine(440, 2, RATE, 0.5);
    const one = (over: Partial<Track>) =>
      createTrack(over.id ?? 't', 'studio', {
        clips: [clip({ id: `${over.id}-c`, startBeats: 0, endBeats: 4 })],
        ...over,
      });
    const level = (tracks: Track[]) => {
      const out = renderProject(projectOf(tracks), {
        sampleRate: RATE,
        audio: audioOf('src', [tone]),
      });
      // Levels after the tracks' gain ramps have settled.
      const peak = (c: Float32Array) =>
        c.subarray(RATE / 2).reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      return [peak(out.channels[0]), peak(out.channels[1])].map((v) => Math.round(v * 1000) / 1000);
    };
    expect(level([one({ id: 'a' })])).toEqual([0.5, 0.5]);
    expect(level([one({ id: 'a', amplitude: 0.5, balance: 0.5 })])).toEqual([0.125, 0.25]);
    expect(level([one({ id: 'a', mute: true })])).toEqual([0, 0]);
    expect(level([one({ id: 'a' }), one({ id: 'b' })])).toEqual([1, 1]);
    expect(level([one({ id: 'a', solo: true }), one({ id: 'b' })])).toEqual([0.5, 0.5]);
  });

  it('renders as long as the song, and per-track stems that add up to the mix', () => {
    const state = fixtureProject(6);
    const audio = fixtureAudio(6);
    const result = renderProject(state, { sampleRate: RATE, audio, stems: true });
    expect(result.channels[0].length).toBe(6 * BEAT);
    expect(result.stems.map((s) => s.trackId)).toEqual(['t-bed', 't-tone']);
    const sum = result.channels[0].map(
      (_, i) =>
        (result.stems[0]?.channels[0][i] as number) + (result.stems[1]?.channels[0][i] as number),
    );
    expect(maxAbsDifference(sum, result.channels[0])).toBeLessThan(1e-6);
  });

  it('renders the same samples whatever the block size', () => {
    const state = fixtureProject(4);
    const audio = fixtureAudio(4);
    const plan = compilePlan(state, { sampleRate: RATE });
    plan.metronome.enabled = true;
    const quanta = renderPlan(plan, audio, plan.songEnd).channels[0];
    const engine = new PlanEngine(RATE);
    for (const [id, a] of audio) engine.loadAudio(loadedAudio(id, a));
    engine.setPlan(plan);
    engine.play(0);
    const out = [new Float32Array(plan.songEnd), new Float32Array(plan.songEnd)];
    const rand = random(4);
    for (let at = 0; at < plan.songEnd;) {
      const n = Math.min(plan.songEnd - at, 1 + Math.floor(rand() * 3 * ENGINE_QUANTUM));
      engine.render(out, at, n);
      at += n;
    }
    expect(firstDifference(out[0] as Float32Array, quanta)).toBe(-1);
  });

  it('exports the mix as 16-bit PCM or 32-bit float WAV, and stems as one WAV per track', () => {
    const state = fixtureProject(2);
    const audio = fixtureAudio(2);
    const mix = renderProject(state, { sampleRate: RATE, audio });
    const float = decodeWav(
      renderProjectWav(state, { sampleRate: RATE, audio, format: 'float32' }),
    );
    expect(float.format).toBe('float32');
    expect(firstDifference(float.channels[0] as Float32Array, mix.channels[0])).toBe(-1);
    const pcm = decodeWav(renderProjectWav(state, { sampleRate: RATE, audio }));
    expect(pcm.format).toBe('pcm16');
    expect(maxAbsDifference(pcm.channels[1] as Float32Array, mix.channels[1])).toBeLessThan(
      1 / 32767,
    );
    const stems = renderStemsWav(state, { sampleRate: RATE, audio });
    expect(stems.map((s) => s.trackId)).toEqual(['t-bed', 't-tone']);
    expect(decodeWav(stems[0]?.wav as Uint8Array).channels[0]?.length).toBe(mix.channels[0].length);
  });
});

describe('offline render quality', () => {
  /** Energy above 8 kHz relative to the whole window's energy, in dB. */
  function highBandDb(x: Float32Array, centre: number): number {
    const size = 2048;
    const start = Math.round(centre - size / 2);
    return (
      10 *
      Math.log10(energyAbove(x, start, size, RATE, 8000) / energyAbove(x, start, size, RATE, 0))
    );
  }

  /** A tone mixture with all its energy below 1 kHz: anything above 8 kHz is an artefact. */
  const source = (() => {
    const n = 20 * RATE;
    const x = new Float32Array(n);
    for (let i = 0; i < n; i++)
      x[i] =
        0.3 * Math.sin((2 * Math.PI * 220 * i) / RATE) +
        0.2 * Math.sin((2 * Math.PI * 330 * i) / RATE + 1);
    return x;
  })();

  function render(clips: StudioClip[]): Float32Array {
    return renderProject(projectOf([createTrack('t', 'studio', { clips })]), {
      sampleRate: RATE,
      audio: audioOf('src', [source]),
    }).channels[0];
  }

  // A window that crosses an event holds no more energy above 8 kHz than −90 dB under its
  // total (a click would be around −30 dB); the measure itself flags a hard cut.
  const LIMIT_DB = -90;

  it('the high-band measure flags a hard cut', () => {
    const cut = source.slice(0, RATE);
    cut.fill(0, RATE / 2);
    expect(highBandDb(cut, RATE / 2)).toBeGreaterThan(-40);
  });

  it('no rise of energy above 8 kHz at fades, loop seams and warp markers', () => {
    const faded = render([
      clip({ id: 'a', startBeats: 0, endBeats: 8, fadeInBeats: 1, fadeOutBeats: 1 }),
      clip({ id: 'b', startBeats: 8, endBeats: 16, readStartBeats: 3 }),
      clip({ id: 'c', startBeats: 16, endBeats: 24, readStartBeats: 5.3 }),
    ]);
    const looped = render([
      clip({
        id: 'l',
        startBeats: 0,
        endBeats: 16,
        loop: { enabled: true, startBeats: 1, endBeats: 2.3 },
      }),
    ]);
    const markers = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((b) => ({
      beats: 2 * b,
      seconds: 0.9 * b + (b % 2) * 0.15,
    }));
    const warped = render([
      clip({
        id: 'w',
        startBeats: 0,
        endBeats: 16,
        transposition: 5,
        warp: { enabled: true, markers, speed: 1, awaitingAnalysis: false },
      }),
    ]);
    const events: [string, Float32Array, number[]][] = [
      ['fade in', faded, [0.5 * BEAT, BEAT]],
      ['fade out', faded, [7.5 * BEAT, 8 * BEAT]],
      ['adjoining clips', faded, [8 * BEAT + 1500, 16 * BEAT]],
      ['loop seams', looped, [2.3 * BEAT, 3.6 * BEAT, 4.9 * BEAT, 6.2 * BEAT]],
      ['warp markers', warped, [2, 4, 6, 8, 10, 12].map((b) => b * BEAT)],
    ];
    for (const [name, signal, frames] of events) {
      for (const f of frames) {
        const db = highBandDb(signal, f);
        expect(
          db,
          `${name} at beat ${(f / BEAT).toFixed(2)}: ${db.toFixed(1)} dB`,
        ).toBeLessThanOrEqual(LIMIT_DB);
      }
    }
  });
});
