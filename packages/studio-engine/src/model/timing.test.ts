import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_BPS,
  beatsToSeconds,
  bpsAt,
  defaultTiming,
  durationSeconds,
  secondsToBeats,
  type Timing,
} from './index';

const TIMING_RUNS = 500;

const manual = (over: Partial<Extract<Timing, { type: 'manual' }>> = {}): Timing =>
  ({ ...defaultTiming(), ...over }) as Timing;

describe('timing', () => {
  it('uses the fallback tempo of 2 beats a second by default', () => {
    expect(FALLBACK_BPS).toBe(2);
    expect(beatsToSeconds(defaultTiming(), 8)).toBe(4);
    expect(secondsToBeats(defaultTiming(), 4)).toBe(8);
  });

  it('puts beat 0 at firstBeatSeconds', () => {
    const timing = manual({ firstBeatSeconds: 1.5 });
    expect(beatsToSeconds(timing, 0)).toBe(1.5);
    expect(beatsToSeconds(timing, -3)).toBe(0);
    expect(secondsToBeats(timing, 0)).toBe(-3);
  });

  it('follows piecewise bps automation: each point holds until the next', () => {
    const timing = manual({
      bps: 2,
      bpsAutomation: [
        { beats: 8, value: 4 },
        { beats: 16, value: 1 },
      ],
    });
    expect(beatsToSeconds(timing, 8)).toBe(4);
    expect(beatsToSeconds(timing, 16)).toBe(6);
    expect(beatsToSeconds(timing, 18)).toBe(8);
    expect(bpsAt(timing, 7.9)).toBe(2);
    expect(bpsAt(timing, 12)).toBe(4);
    expect(bpsAt(timing, 100)).toBe(1);
    expect(secondsToBeats(timing, 5)).toBe(12);
    expect(durationSeconds(timing, 8, 16)).toBe(2);
  });

  it('follow-track timing uses its fallback rate until the track tempo is known', () => {
    const unknown: Timing = {
      type: 'follow-track',
      bps: null,
      fallbackBps: 3,
      bpsAutomation: [{ beats: 0, value: 9 }],
      firstBeatSeconds: 0,
      locked: false,
    };
    expect(beatsToSeconds(unknown, 6)).toBe(2);
    const known: Timing = { ...unknown, bps: 4, bpsAutomation: [] };
    expect(beatsToSeconds(known, 6)).toBe(1.5);
  });

  it('property: seconds to beats inverts beats to seconds within 1e-9 beats', () => {
    const timing = fc.record({
      bps: fc.double({ min: 0.25, max: 8, noNaN: true }),
      firstBeatSeconds: fc.double({ min: -10, max: 10, noNaN: true }),
      bpsAutomation: fc.array(
        fc.record({
          beats: fc.double({ min: -50, max: 500, noNaN: true }),
          value: fc.double({ min: 0.25, max: 8, noNaN: true }),
        }),
        { maxLength: 6 },
      ),
    });
    fc.assert(
      fc.property(timing, fc.double({ min: -100, max: 1000, noNaN: true }), (t, beats) => {
        const map = manual(t);
        expect(Math.abs(secondsToBeats(map, beatsToSeconds(map, beats)) - beats)).toBeLessThan(
          1e-9,
        );
      }),
      { numRuns: TIMING_RUNS },
    );
  });
});
