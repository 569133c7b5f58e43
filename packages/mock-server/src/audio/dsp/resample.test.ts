import { describe, expect, it } from 'vitest';
import { resample, resampleAll } from './resample';

/** The kernel sum of the windowed sinc, evaluated per output sample (the reference). */
function direct(input: Float32Array, ratio: number): Float32Array {
  const ZC = 12;
  const n = input.length;
  const out = new Float32Array(Math.max(1, Math.round(n / ratio)));
  const stretch = Math.max(1, ratio);
  const reach = Math.ceil(ZC * stretch);
  for (let i = 0; i < out.length; i++) {
    const center = i * ratio;
    let acc = 0;
    for (
      let k = Math.max(0, Math.ceil(center - reach));
      k <= Math.min(n - 1, center + reach);
      k++
    ) {
      const x = Math.abs(center - k) / stretch;
      if (x >= ZC) continue;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * x) / ZC) + 0.08 * Math.cos((2 * Math.PI * x) / ZC);
      acc += ((input[k] as number) * sinc * w) / stretch;
    }
    out[i] = acc;
  }
  return out;
}

const signal = (n: number) =>
  Float32Array.from({ length: n }, (_, i) => Math.sin(i * 0.05) * 0.5 + Math.sin(i * 0.31) * 0.2);

describe('an upload is resampled to the clip rate (48000 Hz) by a windowed sinc', () => {
  it.each([
    ['22050 → 48000 Hz', 22050 / 48000],
    ['44100 → 48000 Hz', 44100 / 48000],
    ['96000 → 48000 Hz', 2],
    ['an irrational ratio', Math.SQRT2 / 2],
  ])('%s: the same samples as the per-sample kernel', (_, ratio) => {
    const input = signal(3000);
    const got = resample(input, ratio);
    const want = direct(input, ratio);
    expect(got.length).toBe(want.length);
    let worst = 0;
    for (let i = 0; i < got.length; i++)
      worst = Math.max(worst, Math.abs((got[i] as number) - (want[i] as number)));
    expect(worst).toBeLessThan(1e-4);
  });

  it('all channels get the same kernel', () => {
    const a = signal(500);
    const [left, right] = resampleAll([a, a], 22050 / 48000);
    expect(Array.from(right!)).toEqual(Array.from(left!));
  });
});
