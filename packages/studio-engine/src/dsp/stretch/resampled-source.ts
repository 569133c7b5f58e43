// The source read faster, for transposing up: y[τ] = x(ratio · τ), low-passed below the new
// Nyquist by the windowed-sinc kernel of the ratio. The vocoder then runs at the output's rate
// (a transposition up costs no extra frames); each y sample is computed once, into a ring that
// follows the analysis windows forward.
import { sincStereoInto, type SincKernel } from './sinc-kernel';

/** Resampled frames kept (power of two): the analysis window plus its companion and back-steps. */
const SIZE = 16384;
const MASK = SIZE - 1;
export const RESAMPLED_MASK = MASK;

export class ResampledSource {
  private readonly ring: Float64Array[] = [];
  private source: readonly Float32Array[] = [];
  private offset = 0;
  private length = 0;
  private channels = 0;
  private ratio = 1;
  private kernel: SincKernel | null = null;
  /** Resampled frames [lo, hi) are in the ring. */
  private lo = 0;
  private hi = 0;

  constructor(maxChannels: number) {
    for (let c = 0; c < maxChannels; c++) this.ring.push(new Float64Array(SIZE));
  }

  start(
    source: readonly Float32Array[],
    channels: number,
    ratio: number,
    kernel: SincKernel,
  ): void {
    this.source = source;
    this.channels = channels;
    this.ratio = ratio;
    this.kernel = kernel;
    this.lo = 0;
    this.hi = 0;
  }

  /** The raw source's window: source[c][i] holds frame offset + i, for `length` frames. */
  setWindow(source: readonly Float32Array[], offset: number, length: number): void {
    this.source = source;
    this.offset = offset;
    this.length = length;
  }

  /** Computes resampled frames [start, end) ahead of their reads (as one step of work). */
  prepare(start: number, end: number): void {
    this.cover(start, end);
  }

  /**
   * Computes at most `budget` frames more, toward `target`, continuing the ring (work spread over
   * the quanta before the frames that read them).
   */
  extend(target: number, budget: number): void {
    if (this.hi === this.lo || target <= this.hi) return;
    const end = Math.min(target, this.hi + budget);
    this.compute(this.hi, end);
    this.hi = end;
    if (this.hi - this.lo > SIZE) this.lo = this.hi - SIZE;
  }

  /**
   * Makes resampled frames [start, end) available and returns channel c's ring, where frame t
   * sits at index t & RESAMPLED_MASK.
   */
  channelRing(c: number, start: number, end: number): Float64Array {
    this.cover(start, end);
    return this.ring[c] as Float64Array;
  }

  /** Adds resampled frames [start, start + frame.length) of channel c × window into `frame`. */
  readAdd(c: number, start: number, frame: Float64Array, window: Float64Array): void {
    this.cover(start, start + frame.length);
    const ring = this.ring[c] as Float64Array;
    for (let i = 0; i < frame.length; i++) {
      frame[i] =
        (frame[i] as number) + (ring[(start + i) & MASK] as number) * (window[i] as number);
    }
  }

  /** Makes resampled frames [start, end) available (a request never exceeds the ring). */
  private cover(start: number, end: number): void {
    // A jump (a seek, a voice start, a step back past the ring): start over here.
    if (start < this.lo || start > this.hi) {
      this.lo = start;
      this.hi = start;
    }
    if (end > this.hi) {
      this.compute(this.hi, end);
      this.hi = end;
    }
    if (this.hi - this.lo > SIZE) this.lo = this.hi - SIZE;
  }

  private compute(from: number, to: number): void {
    const kernel = this.kernel as SincKernel;
    const half = kernel.halfTaps;
    const taps = kernel.taps;
    const table = kernel.table;
    const phases = kernel.phases;
    const ratio = this.ratio;
    const offset = this.offset;
    const length = this.length;
    const stereo = this.channels > 1;
    const a = this.source[0] as Float32Array;
    const b = this.source[stereo ? 1 : 0] as Float32Array;
    const ringA = this.ring[0] as Float64Array;
    const ringB = this.ring[stereo ? 1 : 0] as Float64Array;
    for (let tau = from; tau < to; tau++) {
      const p = ratio * tau;
      const i0 = Math.floor(p);
      const row = Math.round((p - i0) * phases) * taps;
      const first = i0 - half + 1 - offset;
      if (first >= 0 && first + taps <= length) {
        sincStereoInto(table, row, taps, a, b, first, ringA, ringB, tau & MASK);
        continue;
      }
      let sumA = 0;
      let sumB = 0;
      for (let t = 0; t < taps; t++) {
        const i = first + t;
        if (i < 0 || i >= length) continue;
        const coef = table[row + t] as number;
        sumA += (a[i] as number) * coef;
        sumB += (b[i] as number) * coef;
      }
      ringA[tau & MASK] = sumA;
      ringB[tau & MASK] = sumB;
    }
    for (let c = 2; c < this.channels; c++) this.computeChannel(c, from, to);
  }

  private computeChannel(c: number, from: number, to: number): void {
    const kernel = this.kernel as SincKernel;
    const src = this.source[c] as Float32Array;
    const ring = this.ring[c] as Float64Array;
    for (let tau = from; tau < to; tau++) {
      const p = this.ratio * tau;
      const i0 = Math.floor(p);
      const row = Math.round((p - i0) * kernel.phases) * kernel.taps;
      const first = i0 - kernel.halfTaps + 1 - this.offset;
      let sum = 0;
      for (let t = 0; t < kernel.taps; t++) {
        const i = first + t;
        if (i >= 0 && i < this.length)
          sum += (src[i] as number) * (kernel.table[row + t] as number);
      }
      ring[tau & MASK] = sum;
    }
  }
}
