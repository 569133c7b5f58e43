// True peak (ITU-R BS.1770-4 Annex 2): the peak of the signal oversampled 4x by a polyphase
// windowed-sinc interpolator, in dBFS.

const FACTOR = 4;
const TAPS_PER_PHASE = 16;

/** Phase p of the interpolator: TAPS_PER_PHASE coefficients, each phase normalised to unity DC gain. */
function designPhases(): Float64Array[] {
  const total = FACTOR * TAPS_PER_PHASE;
  const center = (total - 1) / 2;
  const h = new Float64Array(total);
  for (let n = 0; n < total; n++) {
    const x = (n - center) / FACTOR;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w = (2 * Math.PI * n) / (total - 1);
    const blackmanHarris =
      0.35875 - 0.48829 * Math.cos(w) + 0.14128 * Math.cos(2 * w) - 0.01168 * Math.cos(3 * w);
    h[n] = sinc * blackmanHarris;
  }
  const phases: Float64Array[] = [];
  for (let p = 0; p < FACTOR; p++) {
    const phase = new Float64Array(TAPS_PER_PHASE);
    let sum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      phase[k] = h[k * FACTOR + p] as number;
      sum += phase[k] as number;
    }
    for (let k = 0; k < TAPS_PER_PHASE; k++) phase[k] = (phase[k] as number) / sum;
    phases.push(phase);
  }
  return phases;
}

const PHASES = designPhases();
/** The largest gain any phase can apply to a signal bounded by 1 (sum of |h|). */
const MAX_GAIN = Math.max(...PHASES.map((p) => p.reduce((a, b) => a + Math.abs(b), 0)));

const BLOCK = 64;

function localMax(x: Float32Array, i: number, half: number): number {
  let m = 0;
  const end = Math.min(x.length, i + half + 1);
  for (let j = Math.max(0, i - half + 1); j < end; j++) {
    const v = Math.abs(x[j] as number);
    if (v > m) m = v;
  }
  return m;
}

/**
 * Linear true peak of one channel. Blocks that cannot reach `floor` are skipped exactly; with a
 * `neighbourRatio`, sample pairs below floor * ratio are not interpolated either (a heuristic).
 */
function channelTruePeak(x: Float32Array, floor: number, neighbourRatio: number): number {
  const n = x.length;
  let peak = 0;
  const half = TAPS_PER_PHASE / 2;
  for (let start = 0; start < n; start += BLOCK) {
    const end = Math.min(n, start + BLOCK);
    let local = 0;
    for (let i = Math.max(0, start - half); i < Math.min(n, end + half); i++) {
      const v = Math.abs(x[i] as number);
      if (v > local) local = v;
    }
    if (local * MAX_GAIN <= Math.max(floor, peak)) {
      for (let i = start; i < end; i++) peak = Math.max(peak, Math.abs(x[i] as number));
      continue;
    }
    const skipBelow =
      neighbourRatio > 0 ? floor * neighbourRatio : Math.max(floor, peak) / MAX_GAIN;
    for (let i = start; i < end; i++) {
      peak = Math.max(peak, Math.abs(x[i] as number));
      if (
        Math.abs(x[i] as number) < skipBelow &&
        Math.abs(x[i + 1] ?? 0) < skipBelow &&
        (neighbourRatio > 0 || localMax(x, i, half) < skipBelow)
      )
        continue;
      // Phase q interpolates at i + (q + 0.5) / FACTOR from x[i + half - k], k = 0..TAPS_PER_PHASE-1.
      for (let q = 0; q < FACTOR; q++) {
        const h = PHASES[q] as Float64Array;
        let acc = 0;
        for (let k = 0; k < TAPS_PER_PHASE; k++) {
          const j = i + half - k;
          if (j >= 0 && j < n) acc += (h[k] as number) * (x[j] as number);
        }
        const a = Math.abs(acc);
        if (a > peak) peak = a;
      }
    }
  }
  return peak;
}

/**
 * The largest interpolated (and sample) magnitude at positions [from, to) of x, which must hold
 * valid samples from from - TAPS/2 + 1 to to + TAPS/2. Pairs of samples both below `skipBelow`
 * are not interpolated (the guard's heuristic; 0 checks every position).
 */
export function interpolatedPeak(
  x: Float32Array,
  from: number,
  to: number,
  skipBelow: number,
): number {
  const half = TAPS_PER_PHASE / 2;
  let peak = 0;
  for (let i = from; i < to; i++) {
    const a = Math.abs(x[i] as number);
    if (a > peak) peak = a;
    if (a < skipBelow && Math.abs(x[i + 1] as number) < skipBelow) continue;
    for (let q = 0; q < FACTOR; q++) {
      const h = PHASES[q] as Float64Array;
      let acc = 0;
      for (let k = 0; k < TAPS_PER_PHASE; k++)
        acc += (h[k] as number) * (x[i + half - k] as number);
      const v = Math.abs(acc);
      if (v > peak) peak = v;
    }
  }
  return peak;
}

/** Samples a position needs before it (and, plus one, after it) for interpolatedPeak. */
export const TRUE_PEAK_REACH = TAPS_PER_PHASE / 2;

/**
 * The true peak in dBFS of one or more channels. `floorDb` lets blocks that cannot reach it be
 * skipped exactly; `neighbourRatio` (0 = exhaustive) also skips quiet sample pairs.
 */
export function truePeakDb(
  channels: readonly Float32Array[],
  floorDb = -Infinity,
  neighbourRatio = 0,
): number {
  const floor = Math.pow(10, floorDb / 20);
  let peak = 0;
  for (const c of channels) peak = Math.max(peak, channelTruePeak(c, floor, neighbourRatio));
  return 20 * Math.log10(peak);
}

export function samplePeakDb(channels: readonly Float32Array[]): number {
  let peak = 0;
  for (const c of channels)
    for (let i = 0; i < c.length; i++) peak = Math.max(peak, Math.abs(c[i] as number));
  return 20 * Math.log10(peak);
}
