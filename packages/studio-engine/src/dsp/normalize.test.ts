import { describe, expect, it } from 'vitest';
import { normalizePeak, peakLevel } from './normalize';

describe('peak normalisation', () => {
  it('scales every channel by one gain so the peak reaches full scale', () => {
    const channels = [new Float32Array([0.1, -0.25]), new Float32Array([0.05, 0.2])];
    expect(peakLevel(channels)).toBe(0.25);
    const gain = normalizePeak(channels);
    expect(gain).toBe(4);
    expect(Array.from(channels[0] as Float32Array)).toEqual([0.4000000059604645, -1]);
    expect(peakLevel(channels)).toBe(1);
  });

  it('leaves silence alone', () => {
    const channels = [new Float32Array(4)];
    expect(normalizePeak(channels)).toBe(1);
    expect(Array.from(channels[0] as Float32Array)).toEqual([0, 0, 0, 0]);
  });
});
