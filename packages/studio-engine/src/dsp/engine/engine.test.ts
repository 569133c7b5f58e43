import { describe, expect, it } from 'vitest';
import { compilePlan } from '../../render/compile-plan';
import { loadedAudio } from '../../render/offline';
import { fixtureAudio, fixtureProject, FIXTURE_RATE } from '../../render/testing/fixtures';
import { firstDifference } from '../testing/measures';
import { PlanEngine } from './engine';
import type { PlaybackPlan } from './plan';
import { TRANSPORT_FADE_FRAMES } from './voice';

const RATE = FIXTURE_RATE;
const BEAT = 24000;

function engineFor(plan: PlaybackPlan): PlanEngine {
  const engine = new PlanEngine(RATE);
  for (const [id, audio] of fixtureAudio(6)) engine.loadAudio(loadedAudio(id, audio));
  engine.setPlan(plan);
  return engine;
}

function run(engine: PlanEngine, frames: number): Float32Array[] {
  const out = [new Float32Array(frames), new Float32Array(frames)];
  for (let at = 0; at < frames; at += 128) engine.render(out, at, Math.min(128, frames - at));
  return out;
}

const plan = () => compilePlan(fixtureProject(6), { sampleRate: RATE });

describe('plan engine', () => {
  it('loops from the loop end back to the loop start', () => {
    const p = plan();
    p.loop = { enabled: true, start: 2 * BEAT, end: 3 * BEAT };
    const engine = engineFor(p);
    engine.play(2 * BEAT);
    run(engine, 2.5 * BEAT);
    expect(engine.getStatus().position).toBe(2.5 * BEAT);
    expect(engine.getStatus().playing).toBe(true);
  });

  it('stops by itself at the stop-at frame and reports it ended, fading the voices out', () => {
    const engine = engineFor(plan());
    engine.setStopAt(BEAT);
    engine.play(0);
    const out = run(engine, BEAT + 2 * TRANSPORT_FADE_FRAMES);
    const status = engine.getStatus();
    expect(status.playing).toBe(false);
    expect(status.position).toBe(BEAT);
    const left = out[0] as Float32Array;
    expect(left.subarray(BEAT + TRANSPORT_FADE_FRAMES).every((v) => v === 0)).toBe(true);
    expect(Math.abs(left[BEAT + 10] as number)).toBeGreaterThan(0);
  });

  it('a rebuild with unchanged segments keeps every voice playing: the output does not change', () => {
    const reference = run(
      (() => {
        const e = engineFor(plan());
        e.play(0);
        return e;
      })(),
      4 * BEAT,
    )[0] as Float32Array;
    const engine = engineFor(plan());
    engine.play(0);
    const out = [new Float32Array(4 * BEAT), new Float32Array(4 * BEAT)];
    for (let at = 0; at < 4 * BEAT; at += 128) {
      if (at === 2 * BEAT) engine.setPlan(plan());
      engine.render(out, at, 128);
    }
    expect(firstDifference(out[0] as Float32Array, reference)).toBe(-1);
  });

  it('clicks the metronome on the beats when it is on, at its amplitude', () => {
    const silent = { ...plan(), segments: [] };
    const engine = engineFor(silent);
    engine.setMetronome(true, 0.5);
    engine.play(0);
    const left = run(engine, 2 * BEAT)[0] as Float32Array;
    const peakNear = (f: number) =>
      left.subarray(f, f + 2000).reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peakNear(BEAT)).toBeGreaterThan(0.2);
    expect(peakNear(BEAT / 2)).toBe(0);
    engine.setMetronome(false, 0.5);
    const after = run(engine, BEAT)[0] as Float32Array;
    expect(after.subarray(1000).every((v) => v === 0)).toBe(true);
  });

  it('refuses a plan at another sample rate', () => {
    expect(() => new PlanEngine(44100).setPlan(plan())).toThrow(
      'Plan is at 48000 Hz, the engine at 44100 Hz',
    );
  });
});
