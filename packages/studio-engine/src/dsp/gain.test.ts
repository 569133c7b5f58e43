import { describe, expect, it } from 'vitest';
import { GAIN_RAMP_FRAMES, GainRamp } from './gain';

describe('per-sample gain ramps', () => {
  it('moves linearly to a new gain over the ramp, one step per frame', () => {
    const ramp = new GainRamp(0);
    ramp.set(1, 4);
    expect([ramp.next(), ramp.next(), ramp.next(), ramp.next(), ramp.next()]).toEqual([
      0.25, 0.5, 0.75, 1, 1,
    ]);
    expect(ramp.ramping).toBe(false);
  });

  it('ramps over the default length and multiplies a buffer in place', () => {
    const ramp = new GainRamp(1);
    ramp.set(0);
    const data = new Float32Array(GAIN_RAMP_FRAMES + 4).fill(1);
    ramp.apply(data, 0, data.length);
    for (let i = 1; i < GAIN_RAMP_FRAMES; i++)
      expect(data[i] as number).toBeLessThan(data[i - 1] as number);
    expect(data[GAIN_RAMP_FRAMES]).toBe(0);
    expect(ramp.value).toBe(0);
  });

  it('jumps when asked for a zero-length ramp', () => {
    const ramp = new GainRamp(1);
    ramp.set(0.5, 0);
    expect(ramp.next()).toBe(0.5);
  });
});
