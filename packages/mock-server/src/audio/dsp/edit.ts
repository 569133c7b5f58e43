// Sample-accurate edits on layers: slicing, gain ramps and crossfades. Every edit is linear and
// applied to each layer alike, so stems keep summing to the mix.
import type { Layer } from '../render/types';

export const CROSSFADE_S = 0.03;

/** A copy that can be edited in place without touching a cached render. */
export function copyLayer(layer: Layer): Layer {
  return { ...layer, left: layer.left.slice(), right: layer.right.slice() };
}

export function sliceLayer(layer: Layer, start: number, end: number): Layer {
  const s = Math.max(0, Math.min(layer.left.length, start));
  const e = Math.max(s, Math.min(layer.left.length, end));
  return { ...layer, left: layer.left.slice(s, e), right: layer.right.slice(s, e) };
}

/** Silence of the given length for a layer that one side of a join lacks. */
export function silentLike(layer: Layer, length: number): Layer {
  return { ...layer, left: new Float32Array(length), right: new Float32Array(length) };
}

/** Fade-out over the last n samples with a power-2 curve. */
export function fadeOutLayer(layer: Layer, n: number): void {
  const len = layer.left.length;
  const count = Math.min(len, n);
  for (let i = 0; i < count; i++) {
    const x = (count - i) / count;
    const g = x * x;
    const k = len - count + i;
    layer.left[k] = (layer.left[k] as number) * g;
    layer.right[k] = (layer.right[k] as number) * g;
  }
}

/**
 * Joins a and b: b starts at `at` samples of the output; around `at` the two overlap for
 * `fade` samples with a linear crossfade (a fades out over [at, at + fade), b fades in).
 * a contributes samples [0, at + fade), b its samples from its own offset `bFrom`.
 */
export function joinLayers(
  a: Layer | null,
  b: Layer | null,
  at: number,
  fade: number,
  bFrom: number,
  bTo: number,
  template: Layer,
): Layer {
  const bLen = Math.max(0, bTo - bFrom);
  const length = at + bLen;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  if (a) {
    const end = Math.min(length, at + fade, a.left.length);
    for (let i = 0; i < end; i++) {
      const g = i < at ? 1 : 1 - (i - at) / fade;
      left[i] = (a.left[i] as number) * g;
      right[i] = (a.right[i] as number) * g;
    }
  }
  if (b) {
    for (let k = 0; k < bLen; k++) {
      const src = bFrom + k;
      if (src >= b.left.length) break;
      const g = k < fade ? k / fade : 1;
      const i = at + k;
      left[i] = (left[i] as number) + (b.left[src] as number) * g;
      right[i] = (right[i] as number) + (b.right[src] as number) * g;
    }
  }
  return { ...(a ?? b ?? template), left, right };
}

/** Pairs layers of two renders by id (a layer missing on one side pairs with null). */
export function pairLayers(
  a: readonly Layer[],
  b: readonly Layer[],
): [Layer | null, Layer | null, Layer][] {
  const ids = [...new Set([...a.map((l) => l.id), ...b.map((l) => l.id)])];
  return ids.map((id) => {
    const la = a.find((l) => l.id === id) ?? null;
    const lb = b.find((l) => l.id === id) ?? null;
    return [la, lb, (la ?? lb) as Layer];
  });
}

/** Per-sample weight for replacing [start, end) with crossfades of `fade` samples at both bounds. */
export function spliceWeight(
  length: number,
  start: number,
  end: number,
  fade: number,
): Float32Array {
  const w = new Float32Array(length);
  for (let i = Math.max(0, start - fade); i < Math.min(length, end + fade); i++) {
    if (i < start) w[i] = 1 - (start - i) / fade;
    else if (i < end) w[i] = 1;
    else w[i] = 1 - (i - end) / fade;
  }
  return w;
}

/** out = a * (1 - w) + b * w per sample, layer by layer (missing layers are silence). */
export function spliceLayers(
  a: readonly Layer[],
  b: readonly Layer[],
  weight: Float32Array,
): Layer[] {
  const length = weight.length;
  return pairLayers(a, b).map(([la, lb, template]) => {
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      const w = weight[i] as number;
      const va = la ? (la.left[i] ?? 0) : 0;
      const vb = lb ? (lb.left[i] ?? 0) : 0;
      left[i] = va * (1 - w) + vb * w;
      const ra = la ? (la.right[i] ?? 0) : 0;
      const rb = lb ? (lb.right[i] ?? 0) : 0;
      right[i] = ra * (1 - w) + rb * w;
    }
    return { ...template, left, right };
  });
}
