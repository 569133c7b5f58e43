// Mastering: loudness to the target, peaks under the ceiling (inter-sample peaks included), and
// one gain for every layer so that stems keep summing to the mix.
import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../analysis/loudness';
import { truePeakDb } from '../analysis/true-peak';
import { TARGET_LUFS, master, mixLayers } from './master';
import type { Layer } from './types';

const SR = 48_000;

function layer(id: string, f: (i: number) => number, seconds: number): Layer {
  const n = seconds * SR;
  const left = new Float32Array(n).map((_, i) => f(i));
  return { id, stem: 'Synth', left, right: left.slice() };
}

describe('master', () => {
  it('no clipping (true peak ≤ −0.3 dBFS) even where the peaks fall between samples', () => {
    // A quarter-sample-rate sine sampled 45° off its crest: samples at 0.707, true peak 1.0.
    const tone = layer('tone', (i) => Math.sin((Math.PI / 2) * i + Math.PI / 4), 3);
    expect(truePeakDb([tone.left])).toBeGreaterThan(-0.1);
    master([tone], tone.left.length, SR, 1);
    expect(truePeakDb([tone.left, tone.right])).toBeLessThanOrEqual(-0.3);
  });

  it('levels the loudness and limits the peaks, with one gain for all layers', () => {
    let s = 1;
    const noise = () => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) / 2147483648 - 1;
    };
    const hits = layer(
      'hits',
      (i) => (i % 24_000 < 2400 ? noise() * 0.9 * (1 - (i % 24_000) / 2400) : 0),
      10,
    );
    const bed = layer('bed', (i) => 0.2 * Math.sin((2 * Math.PI * 220 * i) / SR), 10);
    const before = mixLayers([hits, bed], hits.left.length);
    master([hits, bed], hits.left.length, SR, null);
    const after = mixLayers([hits, bed], hits.left.length);
    const lufs = integratedLoudness([after.left, after.right], SR);
    expect(lufs).toBeGreaterThanOrEqual(-16);
    expect(lufs).toBeLessThanOrEqual(TARGET_LUFS);
    expect(truePeakDb([after.left, after.right])).toBeLessThanOrEqual(-0.3);
    // Where the bed plays alone the gain is the same on both layers: the ratio is kept.
    const i = 12_001;
    expect((bed.left[i] as number) / (before.left[i] as number)).toBeCloseTo(
      (after.left[i] as number) / (before.left[i] as number),
      5,
    );
  });
});
