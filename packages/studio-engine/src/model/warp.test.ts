import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SPEED_MAX,
  SPEED_MIN,
  WARP_MAP_CACHE_ENTRIES,
  WARP_MEMO_ARRAY_ENTRIES,
  clearWarpCache,
  clipContentBeatsAt,
  clipContentSecondsAt,
  createStudioClip,
  defaultTiming,
  monotonicMarkers,
  warpCacheStats,
  warpMap,
  type WarpMarker,
} from './index';

const WARP_RUNS = 1000;

describe('warp maps', () => {
  beforeEach(() => clearWarpCache());

  it('interpolates between markers and extends the outer segments', () => {
    const map = warpMap([
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 2 },
      { beats: 8, seconds: 6 },
    ]);
    expect(map.beatsToSeconds(2)).toBe(1);
    expect(map.beatsToSeconds(6)).toBe(4);
    expect(map.beatsToSeconds(10)).toBe(8);
    expect(map.beatsToSeconds(-2)).toBe(-1);
    expect(map.secondsToBeats(4)).toBe(6);
  });

  it('drops markers that would make the map non-monotonic', () => {
    const markers: WarpMarker[] = [
      { beats: 4, seconds: 2 },
      { beats: 0, seconds: 0 },
      { beats: 6, seconds: 1 },
      { beats: 4, seconds: 3 },
      { beats: Number.NaN, seconds: 1 },
      { beats: 8, seconds: 4 },
    ];
    expect(monotonicMarkers(markers)).toEqual([
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 2 },
      { beats: 8, seconds: 4 },
    ]);
  });

  it('uses the fallback tempo where fewer than two markers fix the rate', () => {
    expect(warpMap([]).beatsToSeconds(4)).toBe(2);
    expect(warpMap([{ beats: 1, seconds: 10 }]).beatsToSeconds(3)).toBe(11);
  });

  it('speed scales how fast the content is read', () => {
    const markers = [
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 2 },
    ];
    expect(warpMap(markers, 2).beatsToSeconds(2)).toBe(2);
    expect(warpMap(markers, 0.5).beatsToSeconds(4)).toBe(1);
    expect(warpMap(markers, 2).secondsToBeats(2)).toBe(2);
  });

  it('caches maps: the same markers and speed give the same map', () => {
    const markers = [
      { beats: 0, seconds: 0 },
      { beats: 4, seconds: 2 },
    ];
    expect(warpMap(markers, 1)).toBe(warpMap([...markers], 1));
    expect(warpMap(markers, 1)).not.toBe(warpMap(markers, 2));
  });

  it('holds at most 1000 maps in the cache', () => {
    expect(WARP_MAP_CACHE_ENTRIES).toBe(1000);
    for (let i = 0; i < 1500; i++) warpMap([{ beats: 0, seconds: i }], 1);
    expect(warpCacheStats().maps).toBe(1000);
  });

  it('bounds the memoised arrays at 100000 entries', () => {
    expect(WARP_MEMO_ARRAY_ENTRIES).toBe(100000);
    const big = (offset: number) =>
      Array.from({ length: 20000 }, (_, i) => ({ beats: i, seconds: offset + i / 2 }));
    for (let i = 0; i < 5; i++) warpMap(big(i), 1);
    expect(warpCacheStats().arrayEntries).toBeLessThanOrEqual(WARP_MEMO_ARRAY_ENTRIES);
    expect(warpCacheStats().maps).toBe(2);
    const huge = Array.from({ length: 60000 }, (_, i) => ({ beats: i, seconds: i }));
    expect(warpMap(huge, 1).beatsToSeconds(10)).toBe(10);
    expect(warpCacheStats().arrayEntries).toBeLessThanOrEqual(WARP_MEMO_ARRAY_ENTRIES);
  });

  it('maps a clip through its read start, loop and tempo', () => {
    const clip = createStudioClip({
      id: 'c',
      clipId: 'g',
      startBeats: 8,
      endBeats: 40,
      readStartBeats: 2,
      loop: { enabled: true, startBeats: 2, endBeats: 10 },
    });
    expect(clipContentBeatsAt(clip, 8)).toBe(2);
    expect(clipContentBeatsAt(clip, 16)).toBe(2);
    expect(clipContentBeatsAt(clip, 17)).toBe(3);
    expect(clipContentSecondsAt(clip, 9, defaultTiming())).toBe(1.5);
    const warped = {
      ...clip,
      loop: { ...clip.loop, enabled: false },
      warp: {
        ...clip.warp,
        enabled: true,
        markers: [
          { beats: 0, seconds: 0 },
          { beats: 4, seconds: 1 },
        ],
      },
    };
    expect(clipContentSecondsAt(warped, 10, defaultTiming())).toBe(1);
  });

  it('property: warp maps invert within 1e-9 beats', () => {
    const segments = fc.array(
      fc.record({
        beats: fc.double({ min: 0.05, max: 50, noNaN: true }),
        rate: fc.double({ min: 0.02, max: 5, noNaN: true }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        segments,
        fc.double({ min: SPEED_MIN, max: SPEED_MAX, noNaN: true }),
        fc.double({ min: -100, max: 1100, noNaN: true }),
        (steps, speed, beats) => {
          let b = 0;
          let s = 0;
          const markers = [{ beats: 0, seconds: 0 }];
          for (const step of steps) {
            b += step.beats;
            s += step.beats * step.rate;
            markers.push({ beats: b, seconds: s });
          }
          const map = warpMap(markers, speed);
          const seconds = map.beatsToSeconds(beats);
          expect(Math.abs(map.secondsToBeats(seconds) - beats)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: WARP_RUNS },
    );
  });

  it('property: warp maps are monotonic', () => {
    const beats = fc.integer({ min: -640, max: 6400 }).map((v) => v / 64);
    const seconds = fc.integer({ min: -10000, max: 100000 }).map((v) => v / 1000);
    fc.assert(
      fc.property(
        fc.array(fc.record({ beats, seconds }), { maxLength: 8 }),
        fc.double({ min: -20, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (markers, at, delta) => {
          const map = warpMap(markers);
          expect(map.beatsToSeconds(at + delta)).toBeGreaterThanOrEqual(map.beatsToSeconds(at));
        },
      ),
      { numRuns: WARP_RUNS },
    );
  });

  it('property: any finite markers give a finite map', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            beats: fc.double({ noNaN: true, noDefaultInfinity: true }),
            seconds: fc.double({ noNaN: true, noDefaultInfinity: true }),
          }),
          { maxLength: 6 },
        ),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (markers, at) => {
          const map = warpMap(markers);
          expect(Number.isNaN(map.beatsToSeconds(at))).toBe(false);
          expect(Number.isNaN(map.secondsToBeats(at))).toBe(false);
        },
      ),
      { numRuns: WARP_RUNS },
    );
  });
});
