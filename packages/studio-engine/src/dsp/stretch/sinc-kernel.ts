// A Kaiser-windowed sinc interpolator for reading the vocoder's output at a fractional rate (the
// pitch ratio). Tables are built once per ratio (outside the audio callback) and shared.

/** Taps on each side at ratio ≤ 1; scaled up by the ratio above 1 to keep the same transition. */
export const SINC_HALF_TAPS = 12;
/**
 * Phases of the table; a frame uses the nearest (a timing error under 1/4096 frame, more than
 * 70 dB down at 10 kHz).
 */
const PHASES = 2048;
const KAISER_BETA = 8;
/** Passband edge as a fraction of the (lower) Nyquist frequency. */
const CUTOFF = 0.92;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 64; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

export class SincKernel {
  /** Input frames per output frame. */
  readonly ratio: number;
  readonly halfTaps: number;
  readonly taps: number;
  readonly phases = PHASES;
  /** `phases + 1` rows of `taps` coefficients; row p is for fraction p / phases. */
  readonly table: Float32Array;

  constructor(ratio: number) {
    if (!(ratio > 0) || !Number.isFinite(ratio)) throw new RangeError(`Invalid ratio ${ratio}`);
    this.ratio = ratio;
    const scale = Math.min(1, 1 / ratio);
    const half = Math.ceil(SINC_HALF_TAPS / scale);
    this.halfTaps = half;
    this.taps = 2 * half;
    const fc = CUTOFF * scale;
    const table = new Float32Array((PHASES + 1) * this.taps);
    const norm = besselI0(KAISER_BETA);
    const row64 = new Float64Array(this.taps);
    for (let p = 0; p <= PHASES; p++) {
      const frac = p / PHASES;
      let sum = 0;
      const row = p * this.taps;
      for (let t = 0; t < this.taps; t++) {
        const d = t - half + 1 - frac;
        const x = d / half;
        const window = Math.abs(x) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - x * x)) / norm;
        const arg = Math.PI * fc * d;
        const sinc = d === 0 ? 1 : Math.sin(arg) / arg;
        const h = fc * sinc * window;
        row64[t] = h;
        sum += h;
      }
      for (let t = 0; t < this.taps; t++) table[row + t] = (row64[t] as number) / sum;
    }
    this.table = table;
  }
}

const kernels = new Map<number, SincKernel>();

/** The shared kernel of a ratio (built on first use). */
export function sincKernel(ratio: number): SincKernel {
  let kernel = kernels.get(ratio);
  if (kernel === undefined) {
    kernel = new SincKernel(ratio);
    kernels.set(ratio, kernel);
  }
  return kernel;
}

/**
 * One stereo frame through a kernel row: the `taps` coefficients from `table[row]` over
 * `a[start..]` and `b[start..]`, two taps a step each into its own sums (taps is even), written
 * to `outA[at]` and `outB[at]`. The resampler's inner loop, shared by the stretcher's output
 * (reading its vocoder line) and the pre-resampled source (reading the clip).
 */
export function sincStereoInto(
  table: Float32Array,
  row: number,
  taps: number,
  a: Float32Array | Float64Array,
  b: Float32Array | Float64Array,
  start: number,
  outA: Float32Array | Float64Array,
  outB: Float32Array | Float64Array,
  at: number,
): void {
  let sumA = 0;
  let sumB = 0;
  let oddA = 0;
  let oddB = 0;
  const end = row + taps;
  for (let t = row, i = start; t < end; t += 2, i += 2) {
    const c0 = table[t] as number;
    const c1 = table[t + 1] as number;
    sumA += (a[i] as number) * c0;
    sumB += (b[i] as number) * c0;
    oddA += (a[i + 1] as number) * c1;
    oddB += (b[i + 1] as number) * c1;
  }
  outA[at] = sumA + oddA;
  outB[at] = sumB + oddB;
}
