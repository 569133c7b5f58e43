// Beats <-> seconds through the project timing: a base rate, step-wise bps automation (from each
// point on, its value holds until the next point) and firstBeatSeconds, where beat 0 sounds.
// Follow-track timing uses its analysed rate, or the fallback rate while that is unknown.
import type { BpsPoint, Timing } from './types';
import { floorIndex } from './sorted';

interface TempoMap {
  /** Breakpoint beats, ascending. */
  beats: Float64Array;
  /** Seconds at each breakpoint, relative to the first breakpoint. */
  seconds: Float64Array;
  /** The rate from each breakpoint on. */
  rates: Float64Array;
  /** The rate before the first breakpoint (and everywhere when there are none). */
  initialRate: number;
  /** Seconds to add to a relative time to get the audio clock. */
  offset: number;
}

const maps = new WeakMap<Timing, TempoMap>();

/** The rate and automation that apply, resolving follow-track timing. */
export function effectiveTempo(timing: Timing): { bps: number; automation: BpsPoint[] } {
  if (timing.type === 'manual') return { bps: timing.bps, automation: timing.bpsAutomation };
  if (timing.bps === null) return { bps: timing.fallbackBps, automation: [] };
  return { bps: timing.bps, automation: timing.bpsAutomation };
}

function buildMap(timing: Timing): TempoMap {
  const { bps, automation } = effectiveTempo(timing);
  const points = [...automation].sort((a, b) => a.beats - b.beats);
  const n = points.length;
  const beats = new Float64Array(n);
  const seconds = new Float64Array(n);
  const rates = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const point = points[i] as BpsPoint;
    beats[i] = point.beats;
    rates[i] = point.value;
    if (i > 0) {
      seconds[i] =
        (seconds[i - 1] as number) +
        (point.beats - (beats[i - 1] as number)) / (rates[i - 1] as number);
    }
  }
  const map: TempoMap = { beats, seconds, rates, initialRate: bps, offset: 0 };
  map.offset = timing.firstBeatSeconds - relativeSeconds(map, 0);
  return map;
}

function tempoMap(timing: Timing): TempoMap {
  let map = maps.get(timing);
  if (map === undefined) {
    map = buildMap(timing);
    maps.set(timing, map);
  }
  return map;
}

function relativeSeconds(map: TempoMap, beats: number): number {
  const i = floorIndex(map.beats, beats);
  if (i < 0) {
    const first = map.beats.length > 0 ? (map.beats[0] as number) : 0;
    return (beats - first) / map.initialRate;
  }
  return (map.seconds[i] as number) + (beats - (map.beats[i] as number)) / (map.rates[i] as number);
}

/** The audio-clock time of a beat position. */
export function beatsToSeconds(timing: Timing, beats: number): number {
  const map = tempoMap(timing);
  return map.offset + relativeSeconds(map, beats);
}

/** The beat position of an audio-clock time; the inverse of `beatsToSeconds`. */
export function secondsToBeats(timing: Timing, seconds: number): number {
  const map = tempoMap(timing);
  const relative = seconds - map.offset;
  const i = floorIndex(map.seconds, relative);
  if (i < 0 || map.beats.length === 0) {
    const first = map.beats.length > 0 ? (map.beats[0] as number) : 0;
    return first + relative * map.initialRate;
  }
  return (
    (map.beats[i] as number) + (relative - (map.seconds[i] as number)) * (map.rates[i] as number)
  );
}

/** The tempo, in beats per second, at a beat position. */
export function bpsAt(timing: Timing, beats: number): number {
  const map = tempoMap(timing);
  const i = floorIndex(map.beats, beats);
  return i < 0 ? map.initialRate : (map.rates[i] as number);
}

/** The length in seconds of a range of beats. */
export function durationSeconds(timing: Timing, startBeats: number, endBeats: number): number {
  return beatsToSeconds(timing, endBeats) - beatsToSeconds(timing, startBeats);
}
