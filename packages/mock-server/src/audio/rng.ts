// Deterministic randomness: every random choice of a render comes from a PRNG seeded by a hash of
// the clip's identity (id, seed, title, ...). No Math.random, no clock.

/** 32-bit FNV-1a over the UTF-16 code units of a string, continued from `h`. */
function fnv1a(text: string, h = 0x811c9dc5): number {
  let hash = h >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A final avalanche so that near-equal inputs give unrelated seeds. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit seed from any list of strings and numbers (order matters). */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = fnv1a(typeof part === 'number' ? `#${part}` : part, h);
    h = fnv1a('\u0000', h);
  }
  return mix32(h);
}

/** A 64-bit hex digest of bytes (two independent 32-bit FNV-1a lanes), for cache keys. */
export function hashBytes(bytes: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ bytes.length;
  for (let i = 0; i < bytes.length; i++) {
    const v = bytes[i] ?? 0;
    a = Math.imul(a ^ v, 0x01000193) >>> 0;
    b = Math.imul(b ^ v ^ (i & 0xff), 0x5bd1e995) >>> 0;
  }
  return `${mix32(a).toString(16).padStart(8, '0')}${mix32(b).toString(16).padStart(8, '0')}`;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen with the given weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/** mulberry32: small, fast and good enough for musical choices. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick,
    weighted: (items, weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as (typeof items)[number];
      }
      return pick(items);
    },
  };
}

/** A seeded PRNG for one named purpose of one song: `rngFor(seed, 'melody', 3)`. */
export function rngFor(seed: number, ...purpose: readonly (string | number)[]): Rng {
  return createRng(hashSeed(seed, ...purpose));
}

/** Deterministic white noise in [-1, 1): a fresh buffer filled from a seeded PRNG. */
export function noiseBuffer(length: number, seed: number): Float32Array {
  const out = new Float32Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    // xorshift32: cheaper than mulberry32 for bulk noise.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = (state >>> 0) / 2147483648 - 1;
  }
  return out;
}
