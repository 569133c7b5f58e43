// Envelopes sampled into arrays: ADSR with a linear attack and exponential decay and release.

export interface Adsr {
  /** Seconds. */
  a: number;
  d: number;
  /** Sustain level 0..1. */
  s: number;
  r: number;
}

export function releaseSamples(env: Adsr, sampleRate: number): number {
  return Math.max(1, Math.ceil(env.r * sampleRate));
}

/** Fills `out` (hold + release samples) with the envelope of a note held for holdN samples. */
export function fillAdsr(out: Float32Array, holdN: number, env: Adsr, sampleRate: number): void {
  const aN = Math.max(1, Math.round(env.a * sampleRate));
  const decayK = env.d > 0 ? Math.exp(-1 / (env.d * sampleRate * 0.25)) : 0;
  let level = 0;
  const hold = Math.min(holdN, out.length);
  for (let i = 0; i < hold; i++) {
    if (i < aN) level = (i + 1) / aN;
    else level = env.s + (level - env.s) * decayK;
    out[i] = level;
  }
  const relN = out.length - hold;
  const relK = Math.exp(Math.log(0.001) / Math.max(1, relN));
  for (let i = hold; i < out.length; i++) {
    level *= relK;
    out[i] = level;
  }
  if (out.length > 0) out[out.length - 1] = 0;
}

/** Polynomial band-limited step correction (PolyBLEP) for phase t in [0, 1) and increment dt. */
export function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** A smooth saturator (rational tanh approximation), unity slope at 0. */
export function saturate(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}

export function midiToHz(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}
