// Plucked strings (Karplus-Strong): a noise burst circulating in a tuned, damped delay line.
// Guitars, plucked basses.
import { midiToHz, saturate } from './envelope';
import type { NoteBuffers } from './notes';
// Local bindings keep hot loops free of module indirection.
const saturateLocal = saturate;

export interface PluckSpec {
  /** Seconds for the string to fall 60 dB while held. */
  decayS: number;
  releaseS: number;
  /** 0 dull .. 1 bright excitation and loop filter. */
  brightness: number;
  drive: number;
  gain: number;
}

export function renderPluck(
  spec: PluckSpec,
  midi: number,
  holdN: number,
  velocity: number,
  sampleRate: number,
  seed: number,
): NoteBuffers {
  const f = midiToHz(midi);
  const period = sampleRate / f;
  const n = Math.max(2, Math.floor(period - 0.5));
  const frac = period - n - 0.5;
  const c = (1 - frac) / (1 + frac);
  const line = new Float32Array(n);
  let s = seed >>> 0 || 1;
  let lp = 0;
  const exciteLp = 0.15 + 0.8 * spec.brightness * (0.5 + 0.5 * velocity);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    lp += exciteLp * ((s >>> 0) / 2147483648 - 1 - lp);
    line[i] = lp;
    mean += lp;
  }
  mean /= n;
  for (let i = 0; i < n; i++) line[i] = (line[i] as number) - mean;
  const releaseN = Math.ceil(spec.releaseS * sampleRate);
  const length = holdN + releaseN;
  const out = new Float32Array(length);
  const rhoHold = Math.pow(0.001, 1 / (spec.decayS * f));
  const rhoRelease = Math.pow(0.001, 1 / (Math.max(0.02, spec.releaseS * 0.5) * f));
  const damp = 0.5 - 0.35 * (1 - spec.brightness);
  let prev = 0;
  let apIn = 0;
  let apOut = 0;
  let idx = 0;
  const gain = spec.gain * (0.4 + 0.6 * velocity);
  const fadeN = Math.min(256, releaseN);
  for (let i = 0; i < length; i++) {
    const x = line[idx] as number;
    const avg = (1 - damp) * x + damp * prev;
    prev = x;
    const y = (i < holdN ? rhoHold : rhoRelease) * avg;
    const ap = c * y + apIn - c * apOut;
    apIn = y;
    apOut = ap;
    line[idx] = ap;
    idx = idx + 1 === n ? 0 : idx + 1;
    const v =
      spec.drive > 0 ? saturateLocal(x * (1 + 8 * spec.drive)) * (0.6 / (1 + spec.drive)) : x;
    const tail = length - i <= fadeN ? (length - i) / fadeN : 1;
    out[i] = v * gain * tail;
  }
  return { left: out, right: out };
}
