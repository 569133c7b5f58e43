// A real-input FFT tuned for the stretcher: a power-of-two length N is transformed through one
// complex FFT of N/2 points (split real/imaginary arrays, radix-4 passes with one radix-2 pass
// when needed), with the split-radix real pre/post-processing. Every table is built once in the
// constructor; forward() and inverse() allocate nothing.

/** A real FFT of a fixed power-of-two size. */
export class RealFft {
  readonly size: number;
  /** Bins of the half spectrum: size / 2 + 1. */
  readonly bins: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  /** Bit-reversed index of every position of the half-length complex transform. */
  private readonly reversed: Uint32Array;
  /** Twiddles of every complex pass, concatenated. */
  private readonly twRe: Float64Array;
  private readonly twIm: Float64Array;
  /** cos and sin of 2πk/size for the real post-processing, k < size / 4 + 1. */
  private readonly postCos: Float64Array;
  private readonly postSin: Float64Array;
  /** log2(size / 2) is odd: a radix-8 pass first, then radix-4 passes. */
  private readonly radix8: boolean;

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 8 || (size & (size - 1)) !== 0) {
      throw new RangeError(`RealFft size must be a power of two of at least 8 (got ${size})`);
    }
    this.size = size;
    this.bins = size / 2 + 1;
    const m = size / 2;
    this.half = m;
    this.re = new Float64Array(m);
    this.im = new Float64Array(m);
    this.reversed = bitReversal(m);
    this.radix8 = (Math.log2(m) & 1) === 1;
    this.twRe = new Float64Array(m * 3);
    this.twIm = new Float64Array(m * 3);
    fillPassTwiddles(m, this.twRe, this.twIm);
    const quarter = size / 4 + 1;
    this.postCos = new Float64Array(quarter);
    this.postSin = new Float64Array(quarter);
    for (let k = 0; k < quarter; k++) {
      this.postCos[k] = Math.cos((2 * Math.PI * k) / size);
      this.postSin[k] = Math.sin((2 * Math.PI * k) / size);
    }
  }

  /**
   * Forward transform of `input` (length size) into the half spectrum `outRe`/`outIm` (length
   * bins): X[k] = Σ x[n]·e^(−2πikn/N), unscaled.
   */
  forward(input: ArrayLike<number>, outRe: Float64Array, outIm: Float64Array): void {
    this.forwardWindowed(input, 0, -1, null, outRe, outIm);
  }

  /**
   * Forward transform of x[n] = source[(at + n) & mask] · window[n] (window null: 1), read
   * straight from `source` (a power-of-two ring with its mask, or -1 for a plain array), so a
   * windowed analysis frame needs no buffer of its own.
   */
  forwardWindowed(
    source: ArrayLike<number>,
    at: number,
    mask: number,
    window: Float64Array | null,
    outRe: Float64Array,
    outIm: Float64Array,
  ): void {
    const m = this.half;
    const re = this.re;
    const im = this.im;
    const reversed = this.reversed;
    if (this.radix8) {
      radix8Pass(re, im, m, reversed, source, at, mask, window);
      this.passes(8);
    } else {
      // Even samples as real parts, odd as imaginary, written straight into bit-reversed order.
      for (let n = 0; n < m; n++) {
        const r = reversed[n] as number;
        re[r] = sample(source, at, mask, window, 2 * n);
        im[r] = sample(source, at, mask, window, 2 * n + 1);
      }
      this.passes(1);
    }
    // X[k] = E[k] + W^k·O[k] with E = (Z[k] + Z*[m−k]) / 2, O = −i(Z[k] − Z*[m−k]) / 2.
    const z0r = re[0] as number;
    const z0i = im[0] as number;
    outRe[0] = z0r + z0i;
    outIm[0] = 0;
    outRe[m] = z0r - z0i;
    outIm[m] = 0;
    const cosT = this.postCos;
    const sinT = this.postSin;
    const q = m >> 1;
    for (let k = 1; k <= q; k++) {
      const j = m - k;
      const ar = re[k] as number;
      const ai = im[k] as number;
      const br = re[j] as number;
      const bi = im[j] as number;
      const er = 0.5 * (ar + br);
      const ei = 0.5 * (ai - bi);
      const or = 0.5 * (ai + bi);
      const oi = -0.5 * (ar - br);
      const c = cosT[k] as number;
      const s = sinT[k] as number;
      // W^k = c − i·s.
      const tr = or * c + oi * s;
      const ti = oi * c - or * s;
      outRe[k] = er + tr;
      outIm[k] = ei + ti;
      // X[m−k] = conj(E[k]) − conj(W^k·O[k]) with W^(m−k) = −conj(W^k).
      outRe[j] = er - tr;
      outIm[j] = ti - ei;
    }
  }

  /**
   * Inverse transform of the half spectrum into `output` (length size), scaled so that
   * inverse(forward(x)) = x · size / 2. Multiply by 2 / size for the true inverse.
   */
  inverse(inRe: Float64Array, inIm: Float64Array, output: Float64Array): void {
    this.inverseInternal(inRe, inIm);
    const re = this.re;
    const im = this.im;
    for (let n = 0; n < this.half; n++) {
      output[2 * n] = re[n] as number;
      output[2 * n + 1] = -(im[n] as number);
    }
  }

  /**
   * The inverse transform (scaled as `inverse`) times `window`, added into `target` from index
   * `at` on, wrapping by `mask` (a power-of-two ring): target[(at + n) & mask] += x[n]·window[n].
   * Saves the stretcher's overlap-add a trip through a frame buffer.
   */
  inverseOverlapAdd(
    inRe: Float64Array,
    inIm: Float64Array,
    window: Float64Array,
    target: Float64Array,
    at: number,
    mask: number,
  ): void {
    this.inverseInternal(inRe, inIm);
    const re = this.re;
    const im = this.im;
    for (let n = 0; n < this.half; n++) {
      const i = 2 * n;
      const k = (at + i) & mask;
      const k1 = (at + i + 1) & mask;
      target[k] = (target[k] as number) + (re[n] as number) * (window[i] as number);
      target[k1] = (target[k1] as number) + -(im[n] as number) * (window[i + 1] as number);
    }
  }

  /** The inverse transform into the internal arrays (conjugated): x[2n] = re[n], x[2n+1] = −im[n]. */
  private inverseInternal(inRe: Float64Array, inIm: Float64Array): void {
    const m = this.half;
    const re = this.re;
    const im = this.im;
    const cosT = this.postCos;
    const sinT = this.postSin;
    const reversed = this.reversed;
    // E[k] = (X[k] + X*[m−k]) / 2, O[k] = W^(−k)(X[k] − X*[m−k]) / 2, Z[k] = E[k] + i·O[k].
    // The inverse runs as conj(FFT(conj(Z))): Z is stored conjugated, in bit-reversed order.
    const x0 = inRe[0] as number;
    const xm = inRe[m] as number;
    re[0] = 0.5 * (x0 + xm);
    im[0] = -0.5 * (x0 - xm);
    const q = m >> 1;
    for (let k = 1; k <= q; k++) {
      const j = m - k;
      const ar = inRe[k] as number;
      const ai = inIm[k] as number;
      const br = inRe[j] as number;
      const bi = inIm[j] as number;
      const er = 0.5 * (ar + br);
      const ei = 0.5 * (ai - bi);
      const dr = 0.5 * (ar - br);
      const di = 0.5 * (ai + bi);
      const c = cosT[k] as number;
      const s = sinT[k] as number;
      // O[k] = W^(−k)·D with W^(−k) = c + i·s.
      const or = dr * c - di * s;
      const oi = dr * s + di * c;
      const rk = reversed[k] as number;
      const rj = reversed[j] as number;
      re[rk] = er - oi;
      im[rk] = -(ei + or);
      // For bin m−k: E[m−k] = conj(E[k]), O[m−k] = conj(O[k]).
      re[rj] = er + oi;
      im[rj] = ei - or;
    }
    if (this.radix8) radix8Pass(re, im, m, reversed, null, 0, -1, null);
    this.passes(this.radix8 ? 8 : 1);
  }

  /**
   * The radix-4 butterfly passes of a forward complex FFT over bit-reversed internal arrays,
   * from sub-transforms of length `size` (1, or 8 after the radix-8 pass).
   */
  private passes(size: number): void {
    const re = this.re;
    const im = this.im;
    const m = this.half;
    let tw = 0;
    const twRe = this.twRe;
    const twIm = this.twIm;
    while (size < m) {
      const quarter = size;
      const span = size * 4;
      for (let start = 0; start < m; start += span) {
        for (let j = 0; j < quarter; j++) {
          const t = tw + 3 * j;
          const w1r = twRe[t] as number;
          const w1i = twIm[t] as number;
          const w2r = twRe[t + 1] as number;
          const w2i = twIm[t + 1] as number;
          const w3r = twRe[t + 2] as number;
          const w3i = twIm[t + 2] as number;
          const i0 = start + j;
          const i1 = i0 + quarter;
          const i2 = i1 + quarter;
          const i3 = i2 + quarter;
          // Four sub-transforms A, B, C, D (bit-reversed order): X[j] = A + w2·B + w1·C + w3·D,
          // X[j+q] = A − w2·B − i(w1·C − w3·D), X[j+2q] = A + w2·B − w1·C − w3·D, X[j+3q] = ...
          const x0r = re[i0] as number;
          const x0i = im[i0] as number;
          const r1 = re[i1] as number;
          const s1 = im[i1] as number;
          const x1r = r1 * w2r - s1 * w2i;
          const x1i = r1 * w2i + s1 * w2r;
          const r2 = re[i2] as number;
          const s2 = im[i2] as number;
          const x2r = r2 * w1r - s2 * w1i;
          const x2i = r2 * w1i + s2 * w1r;
          const r3 = re[i3] as number;
          const s3 = im[i3] as number;
          const x3r = r3 * w3r - s3 * w3i;
          const x3i = r3 * w3i + s3 * w3r;
          const a0r = x0r + x1r;
          const a0i = x0i + x1i;
          const a1r = x0r - x1r;
          const a1i = x0i - x1i;
          const b0r = x2r + x3r;
          const b0i = x2i + x3i;
          // (x2 − x3)·(−i)
          const b1r = x2i - x3i;
          const b1i = x3r - x2r;
          re[i0] = a0r + b0r;
          im[i0] = a0i + b0i;
          re[i2] = a0r - b0r;
          im[i2] = a0i - b0i;
          re[i1] = a1r + b1r;
          im[i1] = a1i + b1i;
          re[i3] = a1r - b1r;
          im[i3] = a1i - b1i;
        }
      }
      tw += 3 * quarter;
      size = span;
    }
  }
}

/** The bit-reversal permutation of length n. */
function bitReversal(n: number): Uint32Array {
  const bits = Math.log2(n);
  const reversed = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  return reversed;
}

/**
 * Twiddles of the radix-4 passes: for a pass combining four sub-transforms of length q into one
 * of length 4q, entry j holds w1 = e^(−2πij/4q), w2 = e^(−2πi·2j/4q) and w3 = e^(−2πi·3j/4q).
 */
function fillPassTwiddles(m: number, twRe: Float64Array, twIm: Float64Array): void {
  let size = (Math.log2(m) & 1) === 1 ? 8 : 1;
  let tw = 0;
  while (size < m) {
    const span = size * 4;
    for (let j = 0; j < size; j++) {
      for (let p = 1; p <= 3; p++) {
        const angle = (-2 * Math.PI * p * j) / span;
        twRe[tw + 3 * j + p - 1] = Math.cos(angle);
        twIm[tw + 3 * j + p - 1] = Math.sin(angle);
      }
    }
    tw += 3 * size;
    size = span;
  }
}

const SQRT1_2 = Math.SQRT1_2;

/** Sample n of a forward transform's input: source[(at + n) & mask] · window[n]. */
function sample(
  source: ArrayLike<number>,
  at: number,
  mask: number,
  window: Float64Array | null,
  n: number,
): number {
  const x = source[(at + n) & mask] as number;
  return window === null ? x : x * (window[n] as number);
}

/**
 * The first pass when log2(m) is odd: an 8-point DFT of every block of eight (held in
 * bit-reversed order), in place. Its twiddles are ±1, ±i and (±1 ± i)/√2, so it replaces a
 * radix-2 and a radix-4 pass with one trip through memory. With `input`, the blocks are read
 * from the real input through the bit reversal (the forward transform's load, fused; see
 * `sample`).
 */
function radix8Pass(
  re: Float64Array,
  im: Float64Array,
  m: number,
  reversed: Uint32Array,
  input: ArrayLike<number> | null,
  at: number,
  mask: number,
  window: Float64Array | null,
): void {
  for (let a = 0; a < m; a += 8) {
    // Natural order n sits at a + reverse3(n): 0, 4, 2, 6, 1, 5, 3, 7.
    let x0r: number, x0i: number, x4r: number, x4i: number, x2r: number, x2i: number;
    let x6r: number, x6i: number, x1r: number, x1i: number, x5r: number, x5i: number;
    let x3r: number, x3i: number, x7r: number, x7i: number;
    if (input === null) {
      x0r = re[a] as number;
      x0i = im[a] as number;
      x4r = re[a + 1] as number;
      x4i = im[a + 1] as number;
      x2r = re[a + 2] as number;
      x2i = im[a + 2] as number;
      x6r = re[a + 3] as number;
      x6i = im[a + 3] as number;
      x1r = re[a + 4] as number;
      x1i = im[a + 4] as number;
      x5r = re[a + 5] as number;
      x5i = im[a + 5] as number;
      x3r = re[a + 6] as number;
      x3i = im[a + 6] as number;
      x7r = re[a + 7] as number;
      x7i = im[a + 7] as number;
    } else {
      // Straight from the real input: even samples as real parts, odd as imaginary.
      let n = 2 * (reversed[a] as number);
      x0r = sample(input, at, mask, window, n);
      x0i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 1] as number);
      x4r = sample(input, at, mask, window, n);
      x4i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 2] as number);
      x2r = sample(input, at, mask, window, n);
      x2i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 3] as number);
      x6r = sample(input, at, mask, window, n);
      x6i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 4] as number);
      x1r = sample(input, at, mask, window, n);
      x1i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 5] as number);
      x5r = sample(input, at, mask, window, n);
      x5i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 6] as number);
      x3r = sample(input, at, mask, window, n);
      x3i = sample(input, at, mask, window, n + 1);
      n = 2 * (reversed[a + 7] as number);
      x7r = sample(input, at, mask, window, n);
      x7i = sample(input, at, mask, window, n + 1);
    }
    // E = DFT4(x0, x2, x4, x6), O = DFT4(x1, x3, x5, x7).
    const et0r = x0r + x4r;
    const et0i = x0i + x4i;
    const et1r = x0r - x4r;
    const et1i = x0i - x4i;
    const et2r = x2r + x6r;
    const et2i = x2i + x6i;
    const et3r = x2r - x6r;
    const et3i = x2i - x6i;
    const e0r = et0r + et2r;
    const e0i = et0i + et2i;
    const e2r = et0r - et2r;
    const e2i = et0i - et2i;
    const e1r = et1r + et3i;
    const e1i = et1i - et3r;
    const e3r = et1r - et3i;
    const e3i = et1i + et3r;
    const ot0r = x1r + x5r;
    const ot0i = x1i + x5i;
    const ot1r = x1r - x5r;
    const ot1i = x1i - x5i;
    const ot2r = x3r + x7r;
    const ot2i = x3i + x7i;
    const ot3r = x3r - x7r;
    const ot3i = x3i - x7i;
    const o0r = ot0r + ot2r;
    const o0i = ot0i + ot2i;
    const o2r = ot0r - ot2r;
    const o2i = ot0i - ot2i;
    const o1r = ot1r + ot3i;
    const o1i = ot1i - ot3r;
    const o3r = ot1r - ot3i;
    const o3i = ot1i + ot3r;
    // W^k·O[k] with W = e^(−2πi/8).
    const w1r = (o1r + o1i) * SQRT1_2;
    const w1i = (o1i - o1r) * SQRT1_2;
    const w2r = o2i;
    const w2i = -o2r;
    const w3r = (o3i - o3r) * SQRT1_2;
    const w3i = -(o3i + o3r) * SQRT1_2;
    re[a] = e0r + o0r;
    im[a] = e0i + o0i;
    re[a + 4] = e0r - o0r;
    im[a + 4] = e0i - o0i;
    re[a + 1] = e1r + w1r;
    im[a + 1] = e1i + w1i;
    re[a + 5] = e1r - w1r;
    im[a + 5] = e1i - w1i;
    re[a + 2] = e2r + w2r;
    im[a + 2] = e2i + w2i;
    re[a + 6] = e2r - w2r;
    im[a + 6] = e2i - w2i;
    re[a + 3] = e3r + w3r;
    im[a + 3] = e3i + w3i;
    re[a + 7] = e3r - w3r;
    im[a + 7] = e3i - w3i;
  }
}
