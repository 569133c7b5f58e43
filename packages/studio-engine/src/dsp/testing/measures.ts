// The quality measures of the stretcher tests and the benchmark, identical for every contestant:
// pitch (a zoomed DFT peak), click onsets and their drift, the L−R residual, level wobble of a
// steady tone, band levels (Welch, third octaves) and the energy above a cutoff frequency.
import { RealFft } from '../fft';

const ffts = new Map<number, RealFft>();
function fftOf(size: number): RealFft {
  let fft = ffts.get(size);
  if (fft === undefined) {
    fft = new RealFft(size);
    ffts.set(size, fft);
  }
  return fft;
}

function hannAt(i: number, n: number): number {
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / n);
}

/** |Σ x·w·e^(−iωn)|² of a Hann-windowed segment at frequency f. */
function dftPower(
  x: Float32Array,
  start: number,
  length: number,
  f: number,
  sampleRate: number,
): number {
  const w = (2 * Math.PI * f) / sampleRate;
  const cw = Math.cos(w);
  const sw = Math.sin(w);
  let zr = 1;
  let zi = 0;
  let re = 0;
  let im = 0;
  for (let i = 0; i < length; i++) {
    const v = (x[start + i] as number) * hannAt(i, length);
    re += v * zr;
    im -= v * zi;
    const nr = zr * cw - zi * sw;
    zi = zr * sw + zi * cw;
    zr = nr;
  }
  return re * re + im * im;
}

/** The frequency of the strongest partial of a segment, to a small fraction of a cent. */
export function estimateFrequency(
  x: Float32Array,
  sampleRate: number,
  start = 0,
  length = x.length - start,
): number {
  let size = 1;
  while (size < length * 2) size *= 2;
  const fft = fftOf(size);
  const frame = new Float64Array(size);
  for (let i = 0; i < length; i++) frame[i] = (x[start + i] as number) * hannAt(i, length);
  const re = new Float64Array(fft.bins);
  const im = new Float64Array(fft.bins);
  fft.forward(frame, re, im);
  let best = 1;
  let bestPower = -1;
  for (let k = 1; k < fft.bins - 1; k++) {
    const p = (re[k] as number) ** 2 + (im[k] as number) ** 2;
    if (p > bestPower) {
      bestPower = p;
      best = k;
    }
  }
  const binHz = sampleRate / size;
  let lo = (best - 1) * binHz;
  let hi = (best + 1) * binHz;
  const golden = (Math.sqrt(5) - 1) / 2;
  let a = hi - golden * (hi - lo);
  let b = lo + golden * (hi - lo);
  let fa = dftPower(x, start, length, a, sampleRate);
  let fb = dftPower(x, start, length, b, sampleRate);
  for (let it = 0; it < 40; it++) {
    if (fa > fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - golden * (hi - lo);
      fa = dftPower(x, start, length, a, sampleRate);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + golden * (hi - lo);
      fb = dftPower(x, start, length, b, sampleRate);
    }
  }
  return (lo + hi) / 2;
}

export const cents = (measured: number, expected: number): number =>
  1200 * Math.log2(measured / expected);

/**
 * The worst pitch error in cents over `windows` one-second windows spread over the middle of the
 * signal (the first and last half second left out).
 */
export function pitchErrorCents(
  x: Float32Array,
  sampleRate: number,
  expectedHz: number,
  windows = 4,
): number {
  const length = Math.min(sampleRate, Math.floor(x.length / (windows + 1)));
  const lo = Math.min(Math.floor(sampleRate / 2), Math.floor(x.length / 4));
  const span = x.length - 2 * lo - length;
  let worst = 0;
  for (let w = 0; w < windows; w++) {
    const start = lo + Math.floor((span * w) / Math.max(1, windows - 1));
    const f = estimateFrequency(x, sampleRate, start, length);
    const error = cents(f, expectedHz);
    if (Math.abs(error) > Math.abs(worst)) worst = error;
  }
  return worst;
}

/**
 * Onsets of clicks: a frame where max |x| over the channels first reaches `onFraction` of the
 * signal's peak after at least `gapMs` without reaching it. A smeared or doubled click shows as
 * a shifted or an extra onset.
 */
export function detectOnsets(
  channels: readonly Float32Array[],
  sampleRate: number,
  onFraction = 0.2,
  gapMs = 20,
): number[] {
  const length = (channels[0] as Float32Array).length;
  let peak = 0;
  for (const c of channels)
    for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(c[i] as number));
  const on = peak * onFraction;
  const gap = Math.round((gapMs / 1000) * sampleRate);
  const onsets: number[] = [];
  let last = -Infinity;
  for (let i = 0; i < length; i++) {
    let v = 0;
    for (const c of channels) v = Math.max(v, Math.abs(c[i] as number));
    if (v < on) continue;
    if (i - last > gap) onsets.push(i);
    last = i;
  }
  return onsets;
}

export interface OnsetReport {
  /** Median of detected − expected, in ms (constant latency). */
  offsetMs: number;
  /** Largest distance between the two sets once the offset is removed, in ms. */
  driftMs: number;
  missing: number;
  extra: number;
}

/**
 * Compares detected onsets with expected ones: the offset is the median lag, the drift the
 * Hausdorff distance after removing it (a doubled or missing onset shows as a large drift).
 */
export function onsetReport(
  detected: readonly number[],
  expected: readonly number[],
  sampleRate: number,
): OnsetReport {
  const nearest = (set: readonly number[], v: number): number => {
    let best = Infinity;
    for (const s of set) if (Math.abs(s - v) < Math.abs(best - v)) best = s;
    return best;
  };
  if (detected.length === 0 || expected.length === 0) {
    return { offsetMs: 0, driftMs: Infinity, missing: expected.length, extra: detected.length };
  }
  const lags = expected.map((e) => nearest(detected, e) - e).sort((a, b) => a - b);
  const offset = lags[Math.floor(lags.length / 2)] as number;
  let drift = 0;
  for (const e of expected)
    drift = Math.max(drift, Math.abs(nearest(detected, e + offset) - (e + offset)));
  for (const d of detected)
    drift = Math.max(drift, Math.abs(nearest(expected, d - offset) - (d - offset)));
  const tolerance = 0.025 * sampleRate;
  const matched = (a: number, set: readonly number[]) => Math.abs(nearest(set, a) - a) <= tolerance;
  return {
    offsetMs: (offset / sampleRate) * 1000,
    driftMs: (drift / sampleRate) * 1000,
    missing: expected.filter((e) => !matched(e + offset, detected)).length,
    extra: detected.filter((d) => !matched(d - offset, expected)).length,
  };
}

/** Energy of L − R relative to the mean energy of L and R, in dB (floored at −300). */
export function residualDb(left: Float32Array, right: Float32Array): number {
  let diff = 0;
  let energy = 0;
  for (let i = 0; i < left.length; i++) {
    const l = left[i] as number;
    const r = right[i] as number;
    diff += (l - r) ** 2;
    energy += (l * l + r * r) / 2;
  }
  if (energy === 0) return 0;
  return Math.max(-300, 10 * Math.log10(diff / energy + 1e-300));
}

/**
 * Peak-to-peak level variation of a steady tone in dB: the complex envelope at the tone's
 * frequency, averaged over two periods, between `trim` seconds from each end.
 */
export function levelWobbleDb(
  x: Float32Array,
  sampleRate: number,
  frequency: number,
  trimSeconds = 0.5,
): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const window = Math.max(1, Math.round((2 * sampleRate) / frequency));
  const start = Math.round(trimSeconds * sampleRate);
  const end = x.length - start;
  let re = 0;
  let im = 0;
  const reBuf = new Float64Array(window);
  const imBuf = new Float64Array(window);
  let min = Infinity;
  let max = 0;
  for (let i = start; i < end; i++) {
    const v = x[i] as number;
    const r = v * Math.cos(w * i);
    const q = -v * Math.sin(w * i);
    const slot = i % window;
    re += r - (reBuf[slot] as number);
    im += q - (imBuf[slot] as number);
    reBuf[slot] = r;
    imBuf[slot] = q;
    if (i - start >= window) {
      const level = Math.hypot(re, im);
      if (level < min) min = level;
      if (level > max) max = level;
    }
  }
  if (!(min > 0)) return Infinity;
  return 20 * Math.log10(max / min);
}

/** Third-octave band centres from 50 Hz to 16 kHz. */
export const THIRD_OCTAVES = Array.from({ length: 26 }, (_, i) => 50 * 2 ** (i / 3));

/** Mean power per third-octave band (Welch, 8192-point Hann frames, half overlap), in dB. */
export function bandLevelsDb(x: Float32Array, sampleRate: number, size = 8192): number[] {
  const fft = fftOf(size);
  const frame = new Float64Array(size);
  const re = new Float64Array(fft.bins);
  const im = new Float64Array(fft.bins);
  const psd = new Float64Array(fft.bins);
  let frames = 0;
  for (let start = 0; start + size <= x.length; start += size / 2) {
    for (let i = 0; i < size; i++) frame[i] = (x[start + i] as number) * hannAt(i, size);
    fft.forward(frame, re, im);
    for (let k = 0; k < fft.bins; k++)
      psd[k] = (psd[k] as number) + (re[k] as number) ** 2 + (im[k] as number) ** 2;
    frames++;
  }
  const binHz = sampleRate / size;
  return THIRD_OCTAVES.map((centre) => {
    const lo = Math.ceil((centre * 2 ** (-1 / 6)) / binHz);
    const hi = Math.floor((centre * 2 ** (1 / 6)) / binHz);
    let sum = 0;
    for (let k = lo; k <= hi; k++) sum += psd[k] as number;
    return 10 * Math.log10(sum / Math.max(1, frames) / Math.max(1, hi - lo + 1) + 1e-300);
  });
}

/** Energy above `cutoffHz` in a Hann-windowed segment (a power of two long). */
export function energyAbove(
  x: Float32Array,
  start: number,
  size: number,
  sampleRate: number,
  cutoffHz: number,
): number {
  const fft = fftOf(size);
  const frame = new Float64Array(size);
  for (let i = 0; i < size; i++) frame[i] = (x[start + i] ?? 0) * hannAt(i, size);
  const re = new Float64Array(fft.bins);
  const im = new Float64Array(fft.bins);
  fft.forward(frame, re, im);
  let sum = 0;
  for (let k = Math.ceil((cutoffHz * size) / sampleRate); k < fft.bins; k++) {
    sum += (re[k] as number) ** 2 + (im[k] as number) ** 2;
  }
  return sum;
}

/** Index of the first sample where two signals differ (−1 when identical, lengths included). */
export function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (!Object.is(a[i], b[i])) return i;
  return a.length === b.length ? -1 : n;
}

/** Largest absolute difference between two signals of equal length. */
export function maxAbsDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Infinity;
  let worst = 0;
  for (let i = 0; i < a.length; i++)
    worst = Math.max(worst, Math.abs((a[i] as number) - (b[i] as number)));
  return worst;
}
