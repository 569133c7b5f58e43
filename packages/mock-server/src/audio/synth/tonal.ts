// Struck and blown tones built from sine partials: an additive piano and organ, and two-operator
// FM for electric pianos and bells. Sines run as recursive oscillators (no per-sample trig).
import { midiToHz } from './envelope';
import type { NoteBuffers } from './notes';

export interface AdditiveSpec {
  /** Partial frequency ratios and levels. */
  partials: readonly (readonly [number, number])[];
  /** Seconds to fall 60 dB for the first partial while held (Infinity = sustained). */
  decayS: number;
  /** How much faster higher partials decay (0 = all alike). */
  decaySpread: number;
  attackS: number;
  releaseS: number;
  /** Piano string stiffness: partial k is stretched by sqrt(1 + B k^2). */
  inharmonicity: number;
  /** A short noise thump at the onset (hammer, key click). */
  thump: number;
  gain: number;
}

export function renderAdditive(
  spec: AdditiveSpec,
  midi: number,
  holdN: number,
  velocity: number,
  sampleRate: number,
  seed: number,
): NoteBuffers {
  const f0 = midiToHz(midi);
  const releaseN = Math.ceil(spec.releaseS * sampleRate);
  const length = holdN + releaseN;
  const out = new Float32Array(length);
  const attackN = Math.max(1, Math.round(spec.attackS * sampleRate));
  const pitchDecay = spec.decayS * Math.pow(2, -(midi - 60) / 24);
  const relK = Math.exp(Math.log(0.001) / Math.max(1, releaseN));
  const gain = spec.gain * (0.3 + 0.7 * velocity);
  let k = 0;
  for (const [ratio, level] of spec.partials) {
    k++;
    const f = f0 * ratio * Math.sqrt(1 + spec.inharmonicity * k * k);
    if (f > sampleRate * 0.45) continue;
    const w = (2 * Math.PI * f) / sampleRate;
    const c = 2 * Math.cos(w);
    const phase = ((seed >>> (k % 24)) & 0xff) / 256;
    let y1 = Math.sin(2 * Math.PI * phase - w);
    let y2 = Math.sin(2 * Math.PI * phase - 2 * w);
    const t60 = Number.isFinite(pitchDecay)
      ? pitchDecay / (1 + spec.decaySpread * (k - 1))
      : Infinity;
    const d = Number.isFinite(t60) ? Math.exp(Math.log(0.001) / (t60 * sampleRate)) : 1;
    const bright = level * (k === 1 ? 1 : 0.55 + 0.45 * velocity);
    let env = 1;
    for (let i = 0; i < length; i++) {
      const y = c * y1 - y2;
      y2 = y1;
      y1 = y;
      env *= i < holdN ? d : relK * d;
      out[i] = (out[i] as number) + y * env * bright;
    }
  }
  let s = seed >>> 0 || 1;
  let lp = 0;
  const thumpN = Math.min(length, Math.round(0.012 * sampleRate));
  for (let i = 0; i < length; i++) {
    let v = out[i] as number;
    if (i < thumpN && spec.thump > 0) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      lp += 0.2 * ((s >>> 0) / 2147483648 - 1 - lp);
      v += lp * spec.thump * (1 - i / thumpN);
    }
    const a = i < attackN ? i / attackN : 1;
    out[i] = v * a * gain;
  }
  out[length - 1] = 0;
  return { left: out, right: out };
}

export interface FmSpec {
  ratio: number;
  index: number;
  /** Seconds for the modulation index to fall by e. */
  indexDecayS: number;
  decayS: number;
  releaseS: number;
  /** A high, fast-decaying 'tine' partial. */
  tine: number;
  gain: number;
}

export function renderFm(
  spec: FmSpec,
  midi: number,
  holdN: number,
  velocity: number,
  sampleRate: number,
  _seed: number,
): NoteBuffers {
  const f = midiToHz(midi);
  const releaseN = Math.ceil(spec.releaseS * sampleRate);
  const length = holdN + releaseN;
  const out = new Float32Array(length);
  const wc = (2 * Math.PI * f) / sampleRate;
  const wm = wc * spec.ratio;
  const wt = Math.min(wc * 14, Math.PI * 0.9);
  const ampK = Math.exp(
    Math.log(0.001) / (spec.decayS * sampleRate * Math.pow(2, -(midi - 60) / 36)),
  );
  const relK = Math.exp(Math.log(0.001) / Math.max(1, releaseN));
  const idxK = Math.exp(-1 / (spec.indexDecayS * sampleRate));
  const gain = spec.gain * (0.3 + 0.7 * velocity);
  const attackN = Math.round(0.002 * sampleRate);
  let amp = 1;
  let index = spec.index * (0.5 + 0.5 * velocity);
  let tine = spec.tine * velocity;
  const tineK = Math.exp(-1 / (0.05 * sampleRate));
  for (let i = 0; i < length; i++) {
    const mod = index * Math.sin(wm * i);
    let y = Math.sin(wc * i + mod);
    if (tine > 1e-5) {
      y += tine * Math.sin(wt * i);
      tine *= tineK;
    }
    amp *= i < holdN ? ampK : relK;
    index *= idxK;
    const a = i < attackN ? i / attackN : 1;
    out[i] = y * amp * a * gain;
  }
  out[length - 1] = 0;
  return { left: out, right: out };
}
