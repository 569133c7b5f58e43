import { describe, expect, it } from 'vitest';
import { detectOnsets, firstDifference, onsetReport } from '../testing/measures';
import { clickTrain, musicBed, random } from '../testing/signals';
import { StretchStream } from './stream';

const RATE = 48000;

/** Runs a signal through a stream in random block sizes at a constant speed. */
function stream(
  signal: Float32Array,
  speed: number,
  semitones: number,
  seed: number,
): { out: Float32Array; s: StretchStream } {
  const s = new StretchStream({ channels: 1, semitones });
  const rand = random(seed);
  const total = Math.floor(signal.length / speed);
  const out = new Float32Array(total);
  const input = new Float32Array(8192);
  const block = new Float32Array(8192);
  let fed = 0;
  for (let j = 0; j < total;) {
    const n = Math.min(total - j, 1 + Math.floor(rand() * 900));
    const inN = Math.round((j + n) * speed) - fed;
    for (let i = 0; i < inN; i++) input[i] = signal[fed + i] ?? 0;
    s.process([input], inN, [block], n);
    out.set(block.subarray(0, n), j);
    fed += inN;
    j += n;
  }
  return { out, s };
}

describe('streaming stretcher (push, blocks of any size)', () => {
  it('reports a fixed latency and is a bit-exact delay by it at speed 1 and 0 semitones', () => {
    const [signal] = musicBed(2, RATE);
    const { out, s } = stream(signal, 1, 0, 3);
    const delay = s.inputLatency + s.outputLatency;
    expect(s.inputLatency).toBe(2048);
    expect(s.outputLatency).toBe(2048);
    expect(firstDifference(out.subarray(delay), signal.subarray(0, out.length - delay))).toBe(-1);
    expect(out.subarray(0, delay).every((v) => v === 0)).toBe(true);
  });

  for (const [speed, semitones] of [
    [0.75, 0],
    [1.25, 0],
    [1, -5],
  ] as const) {
    it(`places the input where its reported latency says (speed ${speed}, ${semitones} st)`, () => {
      const clicks = clickTrain(8, RATE);
      const { out, s } = stream(clicks.signal, speed, semitones, 9);
      const expected = clicks.onsets.map((x) => (x + s.inputLatency) / speed + s.outputLatency);
      const report = onsetReport(detectOnsets([out], RATE), expected, RATE);
      // The push stream plans no transient zones (it has no look-ahead for them): a click may
      // smear by part of a window, but it is centred where the latency puts it.
      expect(report.missing + report.extra, JSON.stringify(report)).toBe(0);
      expect(Math.abs(report.offsetMs), JSON.stringify(report)).toBeLessThanOrEqual(25);
    });
  }
});
