// A heuristic vocal detector for uploads: singing shows a dominant partial in the voice range
// whose pitch wobbles at 4-8 Hz (vibrato) on held notes. We track the strongest peak of the
// centre (mid) channel between 100 and 700 Hz and count half-second windows that hold one note
// with a clear periodic wobble of 8-100 cents.
import { magnitudes, monoDecimated } from '../dsp/fft';

const N = 1024;
const HOP = 256;
const WINDOW_FRAMES = 24;

export interface VocalEvidence {
  /** Windows with vibrato / windows with a held, loud partial. */
  vibratoShare: number;
  heldWindows: number;
}

function pitchTrack(mid: Float32Array, rate: number): { cents: Float64Array; level: Float64Array } {
  const frames = Math.max(0, Math.floor((mid.length - N) / HOP));
  const cents = new Float64Array(frames);
  const level = new Float64Array(frames);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  const mag = new Float64Array(N / 2);
  const lo = Math.ceil((100 * N) / rate);
  const hi = Math.floor((700 * N) / rate);
  for (let f = 0; f < frames; f++) {
    magnitudes(mid, f * HOP, N, re, im, mag);
    let k = lo;
    for (let j = lo; j <= hi; j++) if ((mag[j] as number) > (mag[k] as number)) k = j;
    const a = mag[k - 1] ?? 0;
    const b = mag[k] as number;
    const c = mag[k + 1] ?? 0;
    const denom = a - 2 * b + c;
    const delta = denom !== 0 ? (0.5 * (a - c)) / denom : 0;
    const freq = ((k + delta) * rate) / N;
    cents[f] = 1200 * Math.log2(freq / 440);
    level[f] = b;
  }
  return { cents, level };
}

/** How periodic a pitch wobble is at 4-8 Hz, and how deep (cents, peak). */
function wobble(cents: Float64Array, from: number, fps: number): { depth: number; share: number } {
  const n = WINDOW_FRAMES;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += cents[from + i] as number;
  mean /= n;
  // Remove a linear trend (a slow glide is not vibrato).
  let slope = 0;
  let norm = 0;
  for (let i = 0; i < n; i++) {
    const x = i - (n - 1) / 2;
    slope += x * ((cents[from + i] as number) - mean);
    norm += x * x;
  }
  slope /= norm;
  const dev = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    dev[i] = (cents[from + i] as number) - mean - slope * (i - (n - 1) / 2);
    total += (dev[i] as number) ** 2;
  }
  let best = 0;
  for (let hz = 4; hz <= 8; hz += 0.5) {
    let re = 0;
    let im = 0;
    for (let i = 0; i < n; i++) {
      const ph = (2 * Math.PI * hz * i) / fps;
      re += (dev[i] as number) * Math.cos(ph);
      im += (dev[i] as number) * Math.sin(ph);
    }
    best = Math.max(best, (re * re + im * im) * (2 / n));
  }
  return { depth: Math.sqrt((2 * best) / n), share: total > 0 ? best / total : 0 };
}

export function vocalEvidence(
  channels: readonly Float32Array[],
  sampleRate: number,
): VocalEvidence {
  const factor = 4;
  const rate = sampleRate / factor;
  const mid = monoDecimated(channels, factor);
  const { cents, level } = pitchTrack(mid, rate);
  const fps = rate / HOP;
  let peakLevel = 0;
  for (let i = 0; i < level.length; i++) peakLevel = Math.max(peakLevel, level[i] as number);
  let held = 0;
  let vibrato = 0;
  for (let from = 0; from + WINDOW_FRAMES <= cents.length; from += WINDOW_FRAMES / 2) {
    let lo = Infinity;
    let hi = -Infinity;
    let quiet = false;
    for (let i = from; i < from + WINDOW_FRAMES; i++) {
      lo = Math.min(lo, cents[i] as number);
      hi = Math.max(hi, cents[i] as number);
      if ((level[i] as number) < peakLevel * 0.05) quiet = true;
    }
    if (quiet || hi - lo > 150) continue;
    held++;
    const w = wobble(cents, from, fps);
    if (w.share > 0.5 && w.depth >= 8 && w.depth <= 100) vibrato++;
  }
  return { vibratoShare: held > 0 ? vibrato / held : 0, heldWindows: held };
}

/** The upload flag: enough held notes, and a fair share of them sung with vibrato. */
export function detectVocals(channels: readonly Float32Array[], sampleRate: number): boolean {
  const e = vocalEvidence(channels, sampleRate);
  return e.heldWindows >= 3 && e.vibratoShare >= 0.1;
}
