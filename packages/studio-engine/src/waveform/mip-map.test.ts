import { describe, expect, it } from 'vitest';
import { WAVEFORM_PAGE_BLOCKS } from '../audio-constants';
import { random } from '../dsp/testing/signals';
import { levelFor, maxLevel, MipMap, overviewPoints, pageCount } from './mip-map';

function direct(channels: Float32Array[], level: number, index: number): Float32Array {
  const width = 2 ** level;
  const out = new Float32Array(2 * WAVEFORM_PAGE_BLOCKS);
  for (let p = 0; p < WAVEFORM_PAGE_BLOCKS; p++) {
    let min = Infinity;
    let max = -Infinity;
    const from = (index * WAVEFORM_PAGE_BLOCKS + p) * width;
    for (let i = from; i < Math.min(from + width, (channels[0] as Float32Array).length); i++) {
      for (const c of channels) {
        min = Math.min(min, c[i] as number);
        max = Math.max(max, c[i] as number);
      }
    }
    out[2 * p] = min === Infinity ? 0 : min;
    out[2 * p + 1] = max === -Infinity ? 0 : max;
  }
  return out;
}

describe('waveform mip-map (§9: 512 blocks a page)', () => {
  const rand = random(2);
  const channels = [
    Float32Array.from({ length: 40_000 }, () => rand() * 2 - 1),
    Float32Array.from({ length: 40_000 }, () => rand() - 0.5),
  ];
  const mip = new MipMap(channels);

  it('holds the min and max of 2^level samples per point over all channels, 512 points a page', () => {
    for (const [level, index] of [
      [0, 0],
      [0, 3],
      [3, 2],
      [7, 0],
    ] as const) {
      expect(Array.from(mip.page(level, index))).toEqual(
        Array.from(direct(channels, level, index)),
      );
    }
    expect(mip.page(0, 0)).toHaveLength(2 * WAVEFORM_PAGE_BLOCKS);
  });

  it("refuses a level above the audio's top level: 'Mip map level is too high'", () => {
    expect(mip.maxLevel).toBe(maxLevel(40_000));
    expect(mip.maxLevel).toBe(7);
    expect(() => mip.page(8, 0)).toThrow('Mip map level is too high');
  });

  it('builds a level from the pages below it when they are at hand', () => {
    let asked = 0;
    const cached = new MipMap(channels, (level, index) => {
      asked++;
      return mip.page(level, index);
    });
    expect(Array.from(cached.page(5, 0))).toEqual(Array.from(direct(channels, 5, 0)));
    expect(asked).toBe(2);
  });

  it('builds a page without the pages below from its samples, equal to one combined from them', () => {
    // Positive samples and a length no level divides: the last point reaches past the end, where
    // the combined pages hold silence (0).
    const positive = [
      Float32Array.from({ length: 40_077 }, () => 0.1 + rand() / 2),
      Float32Array.from({ length: 40_077 }, () => 0.2 + rand() / 4),
    ];
    const fromSamples = new MipMap(positive);
    const combined: MipMap = new MipMap(positive, (level, index) => combined.page(level, index));
    for (const [level, index] of [
      [1, 0],
      [4, 4],
      [6, 1],
      [7, 0],
    ] as const) {
      expect(Array.from(fromSamples.page(level, index))).toEqual(
        Array.from(combined.page(level, index)),
      );
    }
  });

  it('sizes overviews at 15 points a second (2000 by default) and picks levels and pages', () => {
    expect(overviewPoints(60)).toBe(900);
    expect(overviewPoints(null)).toBe(2000);
    expect(levelFor(48000 / 15)).toBe(12);
    expect(pageCount(40_000, 0)).toBe(79);
    expect(pageCount(40_000, 7)).toBe(1);
  });
});
