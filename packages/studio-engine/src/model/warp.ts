// Warp maps: warp markers turned into a monotonic, invertible map between clip-content beats and
// source seconds, scaled by the clip's speed. Maps are cached (at most 1000) and the arrays they
// memoise are bounded at 100000 entries in total, least recently used evicted first.
import { FALLBACK_BPS, WARP_MAP_CACHE_ENTRIES, WARP_MEMO_ARRAY_ENTRIES } from './constants';
import { bpsAt } from './timing';
import type { StudioClip, Timing, WarpMarker } from './types';
import { floorIndex } from './sorted';

export interface WarpMap {
  /** Knot beats (at speed 1), strictly ascending. */
  readonly beats: Float64Array;
  /** Knot seconds, strictly ascending. */
  readonly seconds: Float64Array;
  readonly speed: number;
  beatsToSeconds(beats: number): number;
  secondsToBeats(seconds: number): number;
}

/**
 * The markers that keep the map strictly increasing in both beats and seconds, in beat order,
 * with finite slopes both ways.
 */
export function monotonicMarkers(markers: readonly WarpMarker[]): WarpMarker[] {
  const sorted = markers
    .filter((m) => Number.isFinite(m.beats) && Number.isFinite(m.seconds))
    .sort((a, b) => a.beats - b.beats);
  const kept: WarpMarker[] = [];
  for (const marker of sorted) {
    const last = kept[kept.length - 1];
    if (last === undefined) {
      kept.push(marker);
      continue;
    }
    const db = marker.beats - last.beats;
    const ds = marker.seconds - last.seconds;
    // Both slopes must be finite and positive, so the map and its inverse stay finite.
    if (
      db > 0 &&
      ds > 0 &&
      Number.isFinite(ds / db) &&
      Number.isFinite(db / ds) &&
      ds / db > 0 &&
      db / ds > 0
    ) {
      kept.push(marker);
    }
  }
  return kept;
}

function buildWarpMap(
  markers: readonly WarpMarker[],
  speed: number,
  secondsPerBeat: number,
): WarpMap {
  const kept = monotonicMarkers(markers);
  const beats = Float64Array.from(kept, (m) => m.beats);
  const seconds = Float64Array.from(kept, (m) => m.seconds);
  const n = kept.length;
  // Slopes (seconds per beat) of the segments, with the outer segments extended past the ends.
  const slopes = new Float64Array(Math.max(1, n + 1));
  if (n < 2) slopes.fill(secondsPerBeat);
  else {
    for (let i = 1; i < n; i++) {
      slopes[i] =
        ((seconds[i] as number) - (seconds[i - 1] as number)) /
        ((beats[i] as number) - (beats[i - 1] as number));
    }
    slopes[0] = slopes[1] as number;
    slopes[n] = slopes[n - 1] as number;
  }
  const originBeats = n > 0 ? (beats[0] as number) : 0;
  const originSeconds = n > 0 ? (seconds[0] as number) : 0;

  const forward = (b: number): number => {
    const i = floorIndex(beats, b);
    if (i < 0) return originSeconds + (b - originBeats) * (slopes[0] as number);
    return (seconds[i] as number) + (b - (beats[i] as number)) * (slopes[i + 1] as number);
  };
  const inverse = (s: number): number => {
    const i = floorIndex(seconds, s);
    if (i < 0) return originBeats + (s - originSeconds) / (slopes[0] as number);
    return (beats[i] as number) + (s - (seconds[i] as number)) / (slopes[i + 1] as number);
  };
  return {
    beats,
    seconds,
    speed,
    beatsToSeconds: (b) => forward(b * speed),
    secondsToBeats: (s) => inverse(s) / speed,
  };
}

const cache = new Map<string, WarpMap>();
let cachedEntries = 0;
const keys = new WeakMap<readonly WarpMarker[], string>();

function markerKey(markers: readonly WarpMarker[]): string {
  let key = keys.get(markers);
  if (key === undefined) {
    key = markers.map((m) => `${m.beats}:${m.seconds}`).join(',');
    keys.set(markers, key);
  }
  return key;
}

/**
 * The warp map for a set of markers and a speed. `secondsPerBeat` is the slope used where fewer
 * than two markers fix it (the fallback tempo by default).
 */
export function warpMap(
  markers: readonly WarpMarker[],
  speed = 1,
  secondsPerBeat = 1 / FALLBACK_BPS,
): WarpMap {
  const key = `${speed}|${secondsPerBeat}|${markerKey(markers)}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const map = buildWarpMap(markers, speed, secondsPerBeat);
  const size = map.beats.length * 2;
  if (size > WARP_MEMO_ARRAY_ENTRIES) return map;
  cache.set(key, map);
  cachedEntries += size;
  for (const [oldKey, old] of cache) {
    if (cache.size <= WARP_MAP_CACHE_ENTRIES && cachedEntries <= WARP_MEMO_ARRAY_ENTRIES) break;
    cache.delete(oldKey);
    cachedEntries -= old.beats.length * 2;
  }
  return map;
}

/** What the warp cache holds now: maps and memoised array entries. */
export function warpCacheStats(): { maps: number; arrayEntries: number } {
  return { maps: cache.size, arrayEntries: cachedEntries };
}

export function clearWarpCache(): void {
  cache.clear();
  cachedEntries = 0;
}

/**
 * The map a clip plays through: its markers when On Beat; the project tempo at the clip's start
 * when Original (the content then keeps its own rate), in both cases scaled by the clip's speed.
 */
export function clipWarpMap(clip: StudioClip, timing: Timing): WarpMap {
  if (clip.warp.enabled) return warpMap(clip.warp.markers, clip.warp.speed);
  return warpMap(NO_MARKERS, clip.warp.speed, 1 / bpsAt(timing, clip.startBeats));
}

const NO_MARKERS: readonly WarpMarker[] = [];

/** The clip-content beat read at a timeline beat, looping when the clip loops. */
export function clipContentBeatsAt(clip: StudioClip, timelineBeats: number): number {
  const local = clip.readStartBeats + (timelineBeats - clip.startBeats);
  const { loop } = clip;
  if (!loop.enabled || local < loop.endBeats || loop.endBeats <= loop.startBeats) return local;
  const length = loop.endBeats - loop.startBeats;
  return loop.startBeats + ((local - loop.startBeats) % length);
}

/** The source-audio second a clip plays at a timeline beat. */
export function clipContentSecondsAt(
  clip: StudioClip,
  timelineBeats: number,
  timing: Timing,
): number {
  return clipWarpMap(clip, timing).beatsToSeconds(clipContentBeatsAt(clip, timelineBeats));
}
