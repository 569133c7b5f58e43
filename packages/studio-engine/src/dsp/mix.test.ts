import { describe, expect, it } from 'vitest';
import { audibleTracks, balanceGains, mixInto } from './mix';

describe('mixing: amplitude, balance, mute and solo', () => {
  it('balance attenuates the far side only', () => {
    expect(balanceGains(0)).toEqual([1, 1]);
    expect(balanceGains(0.5)).toEqual([0.5, 1]);
    expect(balanceGains(-1)).toEqual([1, 0]);
    expect(balanceGains(3)).toEqual([0, 1]);
    expect(balanceGains(Number.NaN)).toEqual([1, 1]);
  });

  it('a muted track is silent and, once any track is soloed, only soloed tracks sound', () => {
    expect(
      audibleTracks([
        { mute: false, solo: false },
        { mute: true, solo: false },
      ]),
    ).toEqual([true, false]);
    expect(
      audibleTracks([
        { mute: false, solo: true },
        { mute: false, solo: false },
        { mute: true, solo: true },
      ]),
    ).toEqual([true, false, false]);
  });

  it('adds a scaled source into a bus', () => {
    const bus = new Float32Array([1, 1, 1]);
    mixInto(bus, new Float32Array([1, 2, 3]), 1, 2, 0.5);
    expect(Array.from(bus)).toEqual([1, 2, 2.5]);
  });
});
