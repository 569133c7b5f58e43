// Biquad filters (RBJ cookbook designs, transposed direct form II), processed over whole arrays.

export interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

export type BiquadKind = 'lowpass' | 'highpass' | 'bandpass' | 'highshelf' | 'lowshelf' | 'peak';

/** RBJ cookbook coefficients; gainDb is used by shelves and peaks. */
export function biquad(
  kind: BiquadKind,
  freq: number,
  q: number,
  sampleRate: number,
  gainDb = 0,
): BiquadCoefficients {
  const w0 = (2 * Math.PI * Math.min(freq, sampleRate * 0.49)) / sampleRate;
  const cos = Math.cos(w0);
  const alpha = Math.sin(w0) / (2 * q);
  const A = Math.pow(10, gainDb / 40);
  let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number;
  switch (kind) {
    case 'lowpass':
      b0 = (1 - cos) / 2;
      b1 = 1 - cos;
      b2 = b0;
      a0 = 1 + alpha;
      a1 = -2 * cos;
      a2 = 1 - alpha;
      break;
    case 'highpass':
      b0 = (1 + cos) / 2;
      b1 = -(1 + cos);
      b2 = b0;
      a0 = 1 + alpha;
      a1 = -2 * cos;
      a2 = 1 - alpha;
      break;
    case 'bandpass':
      b0 = alpha;
      b1 = 0;
      b2 = -alpha;
      a0 = 1 + alpha;
      a1 = -2 * cos;
      a2 = 1 - alpha;
      break;
    case 'peak':
      b0 = 1 + alpha * A;
      b1 = -2 * cos;
      b2 = 1 - alpha * A;
      a0 = 1 + alpha / A;
      a1 = -2 * cos;
      a2 = 1 - alpha / A;
      break;
    case 'highshelf':
    case 'lowshelf': {
      const s = kind === 'highshelf' ? 1 : -1;
      const sq = 2 * Math.sqrt(A) * alpha;
      b0 = A * (A + 1 + s * (A - 1) * cos + sq);
      b1 = -2 * s * A * (A - 1 + s * (A + 1) * cos);
      b2 = A * (A + 1 + s * (A - 1) * cos - sq);
      a0 = A + 1 - s * (A - 1) * cos + sq;
      a1 = 2 * s * (A - 1 - s * (A + 1) * cos);
      a2 = A + 1 - s * (A - 1) * cos - sq;
      break;
    }
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

/** Filters `input` into `output` (which may be the same array). */
export function runBiquad(
  c: BiquadCoefficients,
  input: Float32Array,
  output: Float32Array = input,
): Float32Array {
  const { b0, b1, b2, a1, a2 } = c;
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i] as number;
    const y = b0 * x + z1;
    z1 = b1 * x - a1 * y + z2;
    z2 = b2 * x - a2 * y;
    output[i] = y;
  }
  return output;
}

/** Several biquads in series. */
export function runChain(
  chain: readonly BiquadCoefficients[],
  input: Float32Array,
  output?: Float32Array,
): Float32Array {
  let buffer = output ?? new Float32Array(input.length);
  let from = input;
  for (const c of chain) {
    buffer = runBiquad(c, from, buffer);
    from = buffer;
  }
  if (chain.length === 0) buffer.set(input);
  return buffer;
}
