import { describe, expect, it } from 'vitest';
import { RealFft } from './fft';
import { random } from './testing/signals';

function naiveDft(x: Float64Array): { re: Float64Array; im: Float64Array } {
  const n = x.length;
  const re = new Float64Array(n / 2 + 1);
  const im = new Float64Array(n / 2 + 1);
  for (let k = 0; k <= n / 2; k++) {
    for (let t = 0; t < n; t++) {
      re[k] = (re[k] as number) + (x[t] as number) * Math.cos((2 * Math.PI * k * t) / n);
      im[k] = (im[k] as number) - (x[t] as number) * Math.sin((2 * Math.PI * k * t) / n);
    }
  }
  return { re, im };
}

describe('RealFft', () => {
  for (const size of [8, 16, 64, 512, 2048]) {
    it(`matches the DFT and inverts exactly at size ${size}`, () => {
      const rand = random(size);
      const x = Float64Array.from({ length: size }, () => rand() - 0.5);
      const fft = new RealFft(size);
      const re = new Float64Array(fft.bins);
      const im = new Float64Array(fft.bins);
      fft.forward(x, re, im);
      const ref = naiveDft(x);
      for (let k = 0; k < fft.bins; k++) {
        expect(re[k]).toBeCloseTo(ref.re[k] as number, 9);
        expect(im[k]).toBeCloseTo(ref.im[k] as number, 9);
      }
      const back = new Float64Array(size);
      fft.inverse(re, im, back);
      for (let t = 0; t < size; t++)
        expect(((back[t] as number) * 2) / size).toBeCloseTo(x[t] as number, 12);
    });
  }

  it('rejects sizes that are not powers of two', () => {
    expect(() => new RealFft(1000)).toThrow(RangeError);
    expect(() => new RealFft(4)).toThrow(RangeError);
  });

  it('adds the windowed inverse into a ring exactly as inverse then overlap-add would', () => {
    const size = 4096;
    const rand = random(7);
    const fft = new RealFft(size);
    const re = Float64Array.from({ length: fft.bins }, () => rand() - 0.5);
    const im = Float64Array.from({ length: fft.bins }, () => rand() - 0.5);
    const window = Float64Array.from({ length: size }, () => rand());
    const ring = Float64Array.from({ length: 8192 }, () => rand());
    const expected = ring.slice();
    const frame = new Float64Array(size);
    fft.inverse(re, im, frame);
    const at = 8192 - 1000;
    for (let i = 0; i < size; i++) {
      const k = (at + i) & 8191;
      expected[k] = (expected[k] as number) + (frame[i] as number) * (window[i] as number);
    }
    fft.inverseOverlapAdd(re, im, window, ring, at, 8191);
    expect(ring).toEqual(expected);
  });
});
