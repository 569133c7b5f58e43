import { describe, expect, it } from 'vitest';
import { FADE_EXPONENT } from '../model/constants';
import { applyFade, fadeInGain, fadeOutGain } from './fades';

describe('fades (2-studio.md §9: fade exponent 2)', () => {
  it('fades in as x² and out as (1 − x)²', () => {
    expect(FADE_EXPONENT).toBe(2);
    expect(fadeInGain(0)).toBe(0);
    expect(fadeInGain(0.5)).toBeCloseTo(0.25, 12);
    expect(fadeInGain(1)).toBe(1);
    expect(fadeOutGain(0)).toBe(1);
    expect(fadeOutGain(0.5)).toBeCloseTo(0.25, 12);
    expect(fadeOutGain(1)).toBe(0);
  });

  it('crosses with equal power: the squared gains of the two sides sum to one', () => {
    for (const x of [0, 0.1, 0.25, 0.5, 0.9, 1]) {
      const a = fadeOutGain(x, 'equal-power');
      const b = fadeInGain(x, 'equal-power');
      expect(a * a + b * b).toBeCloseTo(1, 12);
    }
  });

  it('clamps progress outside [0, 1]', () => {
    expect(fadeInGain(-1)).toBe(0);
    expect(fadeInGain(2)).toBe(1);
    expect(fadeOutGain(2, 'equal-power')).toBeCloseTo(0, 12);
  });

  it('applies a fade to a span of a buffer, sample by sample', () => {
    const data = new Float32Array(8).fill(1);
    applyFade(data, 2, 4, 'in');
    expect(Array.from(data.subarray(0, 2))).toEqual([1, 1]);
    expect(data[2]).toBeCloseTo((0.5 / 4) ** 2, 6);
    expect(data[5]).toBeCloseTo((3.5 / 4) ** 2, 6);
    expect(Array.from(data.subarray(6))).toEqual([1, 1]);
  });
});
