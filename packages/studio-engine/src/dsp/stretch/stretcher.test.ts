import { describe, expect, it } from 'vitest';
import { SPEED_MAX, SPEED_MIN } from '../../model/constants';
import { estimateFrequency, firstDifference } from '../testing/measures';
import { musicBed, random, sine } from '../testing/signals';
import { stretchOffline } from './offline';
import { STRETCH_LATENCY, Stretcher } from './stretcher';
import { TimeMap } from './time-map';
import { detectTransients } from './transients';

const RATE = 48000;

function renderInBlocks(
  source: Float32Array[],
  map: TimeMap,
  semitones: number,
  frames: number,
  sizes: () => number,
): Float32Array[] {
  const stretcher = new Stretcher(source.length);
  stretcher.start({ source, map, semitones, transients: detectTransients(source) });
  const out = source.map(() => new Float32Array(frames));
  let at = 0;
  while (at < frames) {
    const n = Math.min(frames - at, sizes());
    stretcher.render(
      out.map((c) => c.subarray(at, at + n)),
      0,
      n,
    );
    at += n;
  }
  return out;
}

describe('streaming stretcher (pull)', () => {
  it('renders the same samples whatever the block sizes', () => {
    const source = musicBed(2, RATE);
    const map = TimeMap.linear(0.8);
    const frames = 2 * RATE;
    const rand = random(1);
    const quanta = renderInBlocks(source, map, 3, frames, () => 128);
    const mixed = renderInBlocks(
      source,
      new TimeMap(map.out, map.src),
      3,
      frames,
      () => 1 + Math.floor(rand() * 3000),
    );
    expect(firstDifference(mixed[0] as Float32Array, quanta[0] as Float32Array)).toBe(-1);
    expect(firstDifference(mixed[1] as Float32Array, quanta[1] as Float32Array)).toBe(-1);
  });

  it('reports its look-ahead and compensates it: the output is aligned with the map', () => {
    expect(STRETCH_LATENCY).toBe(2048);
    // A click at source frame 24000 through speed 0.5 lands at output frame 48000 exactly.
    const source = new Float32Array(RATE);
    source[24000] = 1;
    const [out] = stretchOffline([source], { speed: 0.5 });
    let peakAt = 0;
    (out as Float32Array).forEach((v, i) => {
      if (Math.abs(v) > Math.abs((out as Float32Array)[peakAt] as number)) peakAt = i;
    });
    expect(peakAt).toBe(48000);
  });

  it('follows a warp map: piecewise speeds with the pitch unchanged in every segment', () => {
    const source = sine(440, 6, RATE);
    // 0–2 s of source over 1 s of output (speed 2), then 2–6 s over 5 s (speed 0.8).
    const map = new TimeMap([0, RATE, 6 * RATE], [0, 2 * RATE, 6 * RATE]);
    const [out] = stretchOffline([source], { map });
    expect((out as Float32Array).length).toBe(6 * RATE);
    for (const start of [0.25 * RATE, 2 * RATE, 4 * RATE]) {
      const f = estimateFrequency(out as Float32Array, RATE, start, RATE / 2);
      expect(Math.abs(1200 * Math.log2(f / 440)), `at ${start / RATE} s: ${f} Hz`).toBeLessThan(1);
    }
  });

  it('transposes −24 to +24 semitones independently of tempo', () => {
    const source = sine(220, 2, RATE);
    for (const semitones of [-24, -7, 12, 24]) {
      const [out] = stretchOffline([source], { speed: 1.25, semitones });
      expect((out as Float32Array).length).toBe(Math.round((2 * RATE) / 1.25));
      const f = estimateFrequency(out as Float32Array, RATE, RATE / 4, RATE / 2);
      const expected = 220 * 2 ** (semitones / 12);
      expect(Math.abs(1200 * Math.log2(f / expected)), `${semitones} st: ${f} Hz`).toBeLessThan(3);
    }
  });

  it('runs at the speed limits 1/128 and 128 without invalid samples', () => {
    const source = musicBed(1, RATE)[0];
    for (const speed of [SPEED_MIN, SPEED_MAX]) {
      const [out] = stretchOffline([source], { speed, length: RATE / 2 });
      expect((out as Float32Array).every((v) => Number.isFinite(v) && Math.abs(v) < 4)).toBe(true);
    }
  });

  it('refuses speeds and transpositions outside the studio limits', () => {
    const x = new Float32Array(10);
    expect(() => stretchOffline([x], { speed: 200 })).toThrow('Speed must be within');
    expect(() => stretchOffline([x], { semitones: 25 })).toThrow(
      'Transposition must be within −24..24'.replace('−', '-'),
    );
  });
});
