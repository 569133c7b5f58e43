// Mastering shared by every render: a makeup gain (to the loudness target, or inherited), a
// look-ahead peak limiter and a true-peak guard. One gain curve is applied to every layer, so
// the stems still sum exactly to the mix. Two blocked passes keep it cache-friendly: the first
// sums the layers block by block for loudness and peaks; the second applies the gain.
import { kWeighting } from '../analysis/loudness';
import { TRUE_PEAK_REACH, interpolatedPeak } from '../analysis/true-peak';
import type { Layer } from './types';

export const TARGET_LUFS = -12;
export const TRUE_PEAK_MAX_DB = -0.3;
const TRUE_PEAK_GUARD_DB = -0.5;
/** Sample-peak ceiling of the limiter; inter-sample overs above it are caught by the guard. */
const CEILING_DB = -1.2;
/**
 * The guard interpolates between samples only where one of two neighbours is within this factor
 * of the guard level: between smaller samples an over would need energy at the Nyquist
 * frequency that these renders do not have (the tests measure the true peak exhaustively).
 */
const GUARD_NEIGHBOUR_RATIO = 0.7;
const LOOKAHEAD_S = 0.003;
const RELEASE_S = 0.08;
/** The limiter works on sub-blocks of this many samples, interpolating its gain inside them. */
const SUB = 32;
const BLOCK = 4096;
const HOP_S = 0.1;
const BLOCK_HOPS = 4;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

/** The sum of the layers (the mix). */
export function mixLayers(
  layers: readonly Layer[],
  length: number,
): { left: Float32Array; right: Float32Array } {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (const layer of layers) {
    const l = layer.left;
    const r = layer.right;
    const n = Math.min(length, l.length);
    for (let i = 0; i < n; i++) {
      left[i] = (left[i] as number) + (l[i] as number);
      right[i] = (right[i] as number) + (r[i] as number);
    }
  }
  return { left, right };
}

export function scaleLayers(layers: readonly Layer[], gain: number): void {
  if (gain === 1) return;
  for (const layer of layers) {
    for (const c of layer.left === layer.right ? [layer.left] : [layer.left, layer.right]) {
      for (let i = 0; i < c.length; i++) c[i] = (c[i] as number) * gain;
    }
  }
}

interface Survey {
  /** K-weighted energy per 100 ms hop (both channels summed). */
  hops: Float64Array;
  /** Peak of the mix per SUB samples. */
  peaks: Float32Array;
}

/** Pass 1: the mix block by block, its K-weighted hop energies and sub-block peaks. */
function survey(
  layers: readonly Layer[],
  length: number,
  sampleRate: number,
  measure: boolean,
): Survey {
  const hopN = Math.round(HOP_S * sampleRate);
  const hops = new Float64Array(measure ? Math.floor(length / hopN) : 0);
  const peaks = new Float32Array(Math.ceil(length / SUB));
  const blockL = new Float32Array(BLOCK);
  const blockR = new Float32Array(BLOCK);
  const [shelf, hp] = kWeighting(sampleRate);
  const state = new Float64Array(8);
  let hop = 0;
  let inHop = 0;
  for (let start = 0; start < length; start += BLOCK) {
    const n = Math.min(BLOCK, length - start);
    const ml = blockL;
    const mr = blockR;
    ml.fill(0);
    mr.fill(0);
    for (const layer of layers) {
      const l = layer.left;
      const r = layer.right;
      for (let i = 0; i < n; i++) {
        ml[i] = (ml[i] as number) + (l[start + i] as number);
        mr[i] = (mr[i] as number) + (r[start + i] as number);
      }
    }
    for (let i = 0; i < n; i += SUB) {
      let p = 0;
      const end = Math.min(n, i + SUB);
      for (let k = i; k < end; k++) {
        const a = Math.abs(ml[k] as number);
        const b = Math.abs(mr[k] as number);
        if (a > p) p = a;
        if (b > p) p = b;
      }
      peaks[(start + i) / SUB] = p;
    }
    if (!measure) continue;
    for (let c = 0; c < 2; c++) {
      const x = c === 0 ? ml : mr;
      const o = c * 4;
      let z1 = state[o] as number,
        z2 = state[o + 1] as number,
        w1 = state[o + 2] as number,
        w2 = state[o + 3] as number;
      let h = hop;
      let k = inHop;
      for (let i = 0; i < n; i++) {
        const v = x[i] as number;
        const y = shelf.b0 * v + z1;
        z1 = shelf.b1 * v - shelf.a1 * y + z2;
        z2 = shelf.b2 * v - shelf.a2 * y;
        const u = hp.b0 * y + w1;
        w1 = hp.b1 * y - hp.a1 * u + w2;
        w2 = hp.b2 * y - hp.a2 * u;
        if (h < hops.length) hops[h] = (hops[h] as number) + u * u;
        if (++k === hopN) {
          k = 0;
          h++;
        }
      }
      state[o] = z1;
      state[o + 1] = z2;
      state[o + 2] = w1;
      state[o + 3] = w2;
      if (c === 1) {
        hop = h;
        inHop = k;
      }
    }
  }
  for (let h = 0; h < hops.length; h++) hops[h] = (hops[h] as number) / hopN;
  return { hops, peaks };
}

const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** Gated integrated loudness (BS.1770-4) from 100 ms hop energies. */
function gatedLoudness(hops: Float64Array): number {
  const blocks: number[] = [];
  for (let b = 0; b + BLOCK_HOPS <= hops.length; b++) {
    let z = 0;
    for (let k = 0; k < BLOCK_HOPS; k++) z += hops[b + k] as number;
    blocks.push(z / BLOCK_HOPS);
  }
  const above = blocks.filter((z) => toLufs(z) > ABSOLUTE_GATE_LUFS);
  if (above.length === 0) return -Infinity;
  const gate = toLufs(above.reduce((a, b) => a + b, 0) / above.length) + RELATIVE_GATE_LU;
  const gated = above.filter((z) => toLufs(z) > gate);
  return toLufs(gated.reduce((a, b) => a + b, 0) / gated.length);
}

/**
 * Limiter gain per sub-block boundary (length = sub-blocks + 1), or null when nothing exceeds the
 * ceiling. Each value is at most ceiling/peak over the sub-blocks around it and the look-ahead,
 * so the gain interpolated inside a sub-block never lets a sample through above the ceiling.
 */
function limiterCurve(peaks: Float32Array, gain: number, sampleRate: number): Float32Array | null {
  const ceiling = Math.pow(10, CEILING_DB / 20);
  const n = peaks.length;
  const target = new Float32Array(n);
  let limited = false;
  for (let k = 0; k < n; k++) {
    const p = (peaks[k] as number) * gain;
    target[k] = p > ceiling ? ceiling / p : 1;
    if (p > ceiling) limited = true;
  }
  if (!limited) return null;
  const la = Math.max(1, Math.ceil((LOOKAHEAD_S * sampleRate) / SUB));
  // Minimum over [k - 1, k + 2 la], then release, then a mean over [k - la, k].
  const minimum = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    let m = 1;
    const end = Math.min(n - 1, k + 2 * la);
    for (let j = Math.max(0, k - 1); j <= end; j++)
      if ((target[j] as number) < m) m = target[j] as number;
    minimum[k] = m;
  }
  const releaseK = 1 - Math.exp(-SUB / (RELEASE_S * sampleRate));
  let g = 1;
  for (let k = 0; k < n; k++) {
    const m = minimum[k] as number;
    g = Math.min(m, g + (1 - g) * releaseK);
    minimum[k] = g;
  }
  const curve = new Float32Array(n + 1);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += minimum[k] as number;
    if (k > la) sum -= minimum[k - la - 1] as number;
    curve[k] = sum / Math.min(k + 1, la + 1);
  }
  curve[n] = curve[n - 1] as number;
  return curve;
}

/** The per-sample gain: `gain` times the limiter curve interpolated inside each sub-block. */
function gainCurve(length: number, gain: number, curve: Float32Array | null): Float32Array {
  const g = new Float32Array(length);
  if (!curve) return g.fill(gain);
  for (let k = 0; k * SUB < length; k++) {
    const a = gain * (curve[k] as number);
    const step = (gain * (curve[k + 1] as number) - a) / SUB;
    const end = Math.min(length, (k + 1) * SUB);
    for (let i = k * SUB, j = 0; i < end; i++, j++) g[i] = a + step * j;
  }
  return g;
}

/**
 * Pass 2: every layer times the gain, block by block, while the gained mix of each block is
 * checked for inter-sample peaks (with the last samples of the block before as context).
 * Returns the true peak found (linear).
 */
function apply(layers: readonly Layer[], g: Float32Array): number {
  const length = g.length;
  const reach = TRUE_PEAK_REACH;
  const skipBelow = Math.pow(10, TRUE_PEAK_GUARD_DB / 20) * GUARD_NEIGHBOUR_RATIO;
  // Each side: [reach context + 1 | block | reach look-ahead]; positions are checked one block late.
  const size = BLOCK + 4 * reach;
  const buffers = [new Float32Array(size), new Float32Array(size)];
  let pending = 0;
  let peak = 0;
  for (let start = 0; start < length; start += BLOCK) {
    const n = Math.min(BLOCK, length - start);
    for (const buffer of buffers) {
      buffer.copyWithin(0, pending, pending + 2 * reach + 1);
      buffer.fill(0, 2 * reach + 1);
    }
    const [bl, br] = buffers as [Float32Array, Float32Array];
    const offset = 2 * reach + 1;
    for (const layer of layers) {
      for (const [c, b] of [
        [layer.left, bl],
        [layer.right, br],
      ] as const) {
        for (let i = 0; i < n; i++) {
          const v = (c[start + i] as number) * (g[start + i] as number);
          c[start + i] = v;
          b[offset + i] = (b[offset + i] as number) + v;
        }
      }
    }
    const last = start + n >= length;
    const to = last ? offset + n : offset + n - reach;
    for (const b of buffers) peak = Math.max(peak, interpolatedPeak(b, reach + 1, to, skipBelow));
    pending = to - reach - 1;
  }
  return peak;
}

export interface MasterResult {
  makeupGain: number;
}

/**
 * Masters layers in place. `makeupGain` null measures the loudness of the sum and aims at
 * TARGET_LUFS; a number reuses a parent's gain so that derived audio matches its source.
 */
export function master(
  layers: readonly Layer[],
  length: number,
  sampleRate: number,
  makeupGain: number | null,
): MasterResult {
  const { hops, peaks } = survey(layers, length, sampleRate, makeupGain === null);
  let gain = makeupGain ?? 1;
  if (makeupGain === null) {
    const lufs = gatedLoudness(hops);
    gain = Number.isFinite(lufs) ? Math.pow(10, (TARGET_LUFS - lufs) / 20) : 1;
  }
  const curve = limiterCurve(peaks, gain, sampleRate);
  const tp = 20 * Math.log10(apply(layers, gainCurve(length, gain, curve)));
  if (tp > TRUE_PEAK_GUARD_DB) scaleLayers(layers, Math.pow(10, (TRUE_PEAK_GUARD_DB - tp) / 20));
  return { makeupGain: gain };
}

/** Limiter plus true-peak guard, for derivations that add or join audio. */
export function limit(layers: readonly Layer[], length: number, sampleRate: number): void {
  master(layers, length, sampleRate, 1);
}
