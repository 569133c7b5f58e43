import { describe, expect, it } from 'vitest';
import { ScaledMap, TimeMap } from './time-map';

describe('time maps (warp markers as piecewise speed)', () => {
  const map = new TimeMap([0, 100, 300], [0, 200, 300]);

  it('reads source frames through its segments, extending the end slopes', () => {
    expect([map.sourceAt(-10), map.sourceAt(50), map.sourceAt(200), map.sourceAt(400)]).toEqual([
      -20, 100, 250, 350,
    ]);
    expect([map.slopeAt(50), map.slopeAt(250)]).toEqual([2, 0.5]);
  });

  it('inverts: the output frame that reads a source frame', () => {
    for (const t of [-10, 0, 42, 100, 177, 300, 512])
      expect(map.outputAt(map.sourceAt(t))).toBeCloseTo(t, 9);
  });

  it('knows a whole-frame shift at speed 1 (the bit-exact bypass)', () => {
    expect(new TimeMap([0, 10], [480, 490]).isIntegerShift()).toBe(true);
    expect(new TimeMap([0, 10], [480.5, 490.5]).isIntegerShift()).toBe(false);
    expect(TimeMap.linear(0.5).isIntegerShift()).toBe(false);
  });

  it('refuses knots that do not rise in both output and source', () => {
    expect(() => new TimeMap([0, 0], [0, 1])).toThrow(RangeError);
    expect(() => new TimeMap([0, 1], [1, 1])).toThrow(RangeError);
    expect(() => TimeMap.linear(0)).toThrow(RangeError);
  });

  it('reads a map in a resampled source domain', () => {
    const scaled = new ScaledMap().set(map, 0.5);
    expect(scaled.sourceAt(50)).toBe(50);
    expect(scaled.slopeAt(50)).toBe(1);
    expect(scaled.outputAt(50)).toBe(50);
  });
});
