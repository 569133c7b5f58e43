// Subtractive voices: band-limited oscillators (PolyBLEP), a resonant state-variable lowpass with
// its own envelope, optional vibrato, pitch drop and drive. Used for synths, pads, strings, brass,
// reeds, flutes, organs and the 808.
import { fillAdsr, midiToHz, polyBlep, releaseSamples, saturate, type Adsr } from './envelope';
import type { NoteBuffers } from './notes';
// Local bindings keep hot loops free of module indirection.
const polyBlepLocal = polyBlep;
const saturateLocal = saturate;

export type Shape = 'saw' | 'square' | 'triangle' | 'sine';

export interface OscSpec {
  shape: Shape;
  /** Frequency ratio to the note (2 = an octave up). */
  ratio: number;
  cents: number;
  gain: number;
  /** -1 left .. 1 right; any non-zero pan renders the note in stereo. */
  pan: number;
}

export interface SubtractiveSpec {
  oscs: readonly OscSpec[];
  /** White noise level (breath, bow). */
  noise: number;
  amp: Adsr;
  cutoffHz: number;
  /** Octaves of cutoff per octave of pitch. */
  keytrack: number;
  envOctaves: number;
  filterEnv: Adsr;
  q: number;
  drive: number;
  vibrato: { hz: number; cents: number; delayS: number } | null;
  /** A pitch glide down into the note (808s, toms). */
  pitchDrop: { semitones: number; timeS: number } | null;
  gain: number;
}

const BLOCK = 32;

/** Adds one oscillator's block into `out` (and `out2` with its own gain when stereo). */
function runOsc(
  shape: Shape,
  phase0: number,
  dt: number,
  n: number,
  out: Float64Array,
  gain: number,
  out2: Float64Array | null,
  gain2: number,
): number {
  let p = phase0;
  switch (shape) {
    case 'saw':
      for (let i = 0; i < n; i++) {
        p += dt;
        if (p >= 1) p -= 1;
        let y = 2 * p - 1;
        if (p < dt) {
          const x = p / dt;
          y -= x + x - x * x - 1;
        } else if (p > 1 - dt) {
          const x = (p - 1) / dt;
          y -= x * x + x + x + 1;
        }
        out[i] = (out[i] as number) + y * gain;
        if (out2) out2[i] = (out2[i] as number) + y * gain2;
      }
      return p;
    case 'square':
      for (let i = 0; i < n; i++) {
        p += dt;
        if (p >= 1) p -= 1;
        const p2 = p + 0.5 < 1 ? p + 0.5 : p - 0.5;
        const y = (p < 0.5 ? 1 : -1) + polyBlepLocal(p, dt) - polyBlepLocal(p2, dt);
        out[i] = (out[i] as number) + y * gain;
        if (out2) out2[i] = (out2[i] as number) + y * gain2;
      }
      return p;
    case 'triangle':
      for (let i = 0; i < n; i++) {
        p += dt;
        if (p >= 1) p -= 1;
        const y = p < 0.5 ? 4 * p - 1 : 3 - 4 * p;
        out[i] = (out[i] as number) + y * gain;
        if (out2) out2[i] = (out2[i] as number) + y * gain2;
      }
      return p;
    case 'sine':
      for (let i = 0; i < n; i++) {
        p += dt;
        if (p >= 1) p -= 1;
        const y = Math.sin(2 * Math.PI * p);
        out[i] = (out[i] as number) + y * gain;
        if (out2) out2[i] = (out2[i] as number) + y * gain2;
      }
      return p;
  }
}

/** Renders one note: holdN samples held, then the release. */
export function renderSubtractive(
  spec: SubtractiveSpec,
  midi: number,
  holdN: number,
  velocity: number,
  sampleRate: number,
  seed: number,
): NoteBuffers {
  const length = holdN + releaseSamples(spec.amp, sampleRate);
  const amp = new Float32Array(length);
  fillAdsr(amp, holdN, spec.amp, sampleRate);
  const fenv = new Float32Array(length);
  fillAdsr(fenv, holdN, spec.filterEnv, sampleRate);
  const stereo = spec.oscs.some((o) => o.pan !== 0);
  const left = new Float32Array(length);
  const right = stereo ? new Float32Array(length) : left;

  const base = midiToHz(midi);
  const n = spec.oscs.length;
  const phase = new Float64Array(n);
  const inc = new Float64Array(n);
  const gl = new Float64Array(n);
  const gr = new Float64Array(n);
  let s = seed >>> 0 || 1;
  for (let k = 0; k < n; k++) {
    const o = spec.oscs[k] as OscSpec;
    s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) >>> 0;
    phase[k] = s / 4294967296;
    gl[k] = o.gain * (stereo ? Math.min(1, 1 - o.pan) : 1);
    gr[k] = o.gain * Math.min(1, 1 + o.pan);
  }
  let noise = (seed ^ 0x9e3779b9) >>> 0 || 1;
  const keyCut = spec.cutoffHz * Math.pow(2, (spec.keytrack * (midi - 60)) / 12);
  const nyq = sampleRate * 0.45;
  const k2 = 1 / spec.q;
  let l1 = 0,
    l2 = 0,
    r1 = 0,
    r2 = 0;
  const xl = new Float64Array(BLOCK);
  const xr = new Float64Array(BLOCK);
  const vib = spec.vibrato;
  const drop = spec.pitchDrop;
  const outGain = spec.gain * (0.35 + 0.65 * velocity);
  for (let start = 0; start < length; start += BLOCK) {
    const t = start / sampleRate;
    let cents = 0;
    if (vib && t > vib.delayS) {
      const depth = vib.cents * Math.min(1, (t - vib.delayS) / 0.3);
      cents += depth * Math.sin(2 * Math.PI * vib.hz * t);
    }
    if (drop) cents += drop.semitones * 100 * Math.exp(-t / drop.timeS);
    const bend = Math.pow(2, cents / 1200);
    for (let k = 0; k < n; k++) {
      const o = spec.oscs[k] as OscSpec;
      inc[k] = (base * o.ratio * Math.pow(2, o.cents / 1200) * bend) / sampleRate;
    }
    const fc = Math.min(nyq, keyCut * Math.pow(2, spec.envOctaves * (fenv[start] ?? 0) * velocity));
    const g = Math.tan((Math.PI * fc) / sampleRate);
    const a1 = 1 / (1 + g * (g + k2));
    const a2 = g * a1;
    const a3 = g * a2;
    const end = Math.min(length, start + BLOCK);
    const n2 = end - start;
    xl.fill(0);
    if (stereo) xr.fill(0);
    for (let k = 0; k < n; k++) {
      phase[k] = runOsc(
        (spec.oscs[k] as OscSpec).shape,
        phase[k] as number,
        inc[k] as number,
        n2,
        xl,
        gl[k] as number,
        stereo ? xr : null,
        gr[k] as number,
      );
    }
    if (spec.noise > 0) {
      for (let i = 0; i < n2; i++) {
        noise ^= noise << 13;
        noise ^= noise >>> 17;
        noise ^= noise << 5;
        const w = ((noise >>> 0) / 2147483648 - 1) * spec.noise;
        xl[i] = (xl[i] as number) + w;
        if (stereo) xr[i] = (xr[i] as number) + w;
      }
    }
    const drive = spec.drive;
    for (let i = 0; i < n2; i++) {
      const v3 = (xl[i] as number) - l2;
      const v1 = a1 * l1 + a2 * v3;
      const v2 = l2 + a2 * l1 + a3 * v3;
      l1 = 2 * v1 - l1;
      l2 = 2 * v2 - l2;
      const e = (amp[start + i] as number) * outGain;
      left[start + i] = (drive > 0 ? saturateLocal(v2 * (1 + 4 * drive)) / (1 + drive) : v2) * e;
    }
    if (stereo) {
      for (let i = 0; i < n2; i++) {
        const v3 = (xr[i] as number) - r2;
        const v1 = a1 * r1 + a2 * v3;
        const v2 = r2 + a2 * r1 + a3 * v3;
        r1 = 2 * v1 - r1;
        r2 = 2 * v2 - r2;
        const e = (amp[start + i] as number) * outGain;
        right[start + i] = (drive > 0 ? saturateLocal(v2 * (1 + 4 * drive)) / (1 + drive) : v2) * e;
      }
    }
  }
  return { left, right };
}
