// The metronome click, synthesised (no sound file): a short decaying sine burst, higher on the
// first beat of each bar. The spec's metronome clip spans beats −32 to 1024 (§9); the bar length
// is not shown and is decided here as four beats.
import {
  METRONOME_BEATS_PER_BAR,
  METRONOME_CLIP_END_BEATS,
  METRONOME_CLIP_START_BEATS,
} from '../model/constants';
const CLICK_SECONDS = 0.04;
const ACCENT_HZ = 1760;
const BEAT_HZ = 1320;

/** One click at `sampleRate`: a 40 ms sine burst with a 1 ms attack and a fast decay. */
export function metronomeClick(sampleRate: number, accent: boolean): Float32Array {
  const n = Math.round(CLICK_SECONDS * sampleRate);
  const out = new Float32Array(n);
  const w = (2 * Math.PI * (accent ? ACCENT_HZ : BEAT_HZ)) / sampleRate;
  const attack = Math.max(1, Math.round(0.001 * sampleRate));
  for (let i = 0; i < n; i++) {
    const env = Math.min(1, i / attack) * Math.exp(-i / (0.008 * sampleRate)) * (1 - i / n);
    out[i] = (accent ? 0.9 : 0.6) * env * Math.sin(w * i);
  }
  return out;
}

/** The beats that click: every whole beat of the metronome clip's span. */
export function metronomeBeats(): number[] {
  const beats: number[] = [];
  for (let b = Math.ceil(METRONOME_CLIP_START_BEATS); b < METRONOME_CLIP_END_BEATS; b++)
    beats.push(b);
  return beats;
}

export const isAccent = (beat: number): boolean =>
  ((beat % METRONOME_BEATS_PER_BAR) + METRONOME_BEATS_PER_BAR) % METRONOME_BEATS_PER_BAR === 0;

/**
 * Adds the clicks that sound in output frames [from, from + frames) into `out` (mono, or both
 * sides of a stereo bus) at `gain`. `clickFrames` are the start frames of the clicks, ascending,
 * `accents` whether each is a bar's first beat.
 */
export function renderClicks(
  out: readonly Float32Array[],
  offset: number,
  from: number,
  frames: number,
  clickFrames: ArrayLike<number>,
  accents: ArrayLike<boolean>,
  sounds: { beat: Float32Array; accent: Float32Array },
  gain: number,
  startIndex = 0,
): number {
  if (gain === 0) return startIndex;
  const longest = Math.max(sounds.beat.length, sounds.accent.length);
  let i = startIndex;
  while (i < clickFrames.length && (clickFrames[i] as number) + longest <= from) i++;
  const first = i;
  for (; i < clickFrames.length && (clickFrames[i] as number) < from + frames; i++) {
    const at = clickFrames[i] as number;
    const sound = accents[i] ? sounds.accent : sounds.beat;
    const lo = Math.max(from, at);
    const hi = Math.min(from + frames, at + sound.length);
    for (const channel of out) {
      for (let t = lo; t < hi; t++) {
        channel[offset + t - from] =
          (channel[offset + t - from] as number) + (sound[t - at] as number) * gain;
      }
    }
  }
  return first;
}
