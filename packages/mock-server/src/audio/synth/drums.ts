// A synthesised drum kit (one sample per piece, seeded by the song's timbre) and the placement of
// drum events on a stereo layer.
import { noiseBuffer, rngFor } from '../rng';
import type { Arrangement, DrumEvent, DrumKind } from '../song/types';
import { addNote, panGains, type StereoBuffer } from './notes';

type Kit = Record<DrumKind, Float32Array>;

function decayEnv(i: number, sampleRate: number, tau: number): number {
  return Math.exp(-i / (tau * sampleRate));
}

/** One-pole high-pass of a buffer in place; cutoff in Hz. */
function highpass(buffer: Float32Array, cutoff: number, sampleRate: number): void {
  const a = Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  let prevX = 0;
  let prevY = 0;
  for (let i = 0; i < buffer.length; i++) {
    const x = buffer[i] as number;
    const y = a * (prevY + x - prevX);
    prevX = x;
    prevY = y;
    buffer[i] = y;
  }
}

function lowpass(buffer: Float32Array, cutoff: number, sampleRate: number): void {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  let y = 0;
  for (let i = 0; i < buffer.length; i++) {
    y += a * ((buffer[i] as number) - y);
    buffer[i] = y;
  }
}

function sweep(
  sampleRate: number,
  seconds: number,
  f0: number,
  f1: number,
  tauF: number,
  tauA: number,
): Float32Array {
  const n = Math.round(seconds * sampleRate);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const f = f1 + (f0 - f1) * decayEnv(i, sampleRate, tauF);
    phase += (2 * Math.PI * f) / sampleRate;
    out[i] = Math.sin(phase) * decayEnv(i, sampleRate, tauA);
  }
  return out;
}

function noiseHit(
  sampleRate: number,
  seconds: number,
  seed: number,
  tau: number,
  hp: number,
  lp: number,
): Float32Array {
  const n = Math.round(seconds * sampleRate);
  const out = noiseBuffer(n, seed);
  highpass(out, hp, sampleRate);
  lowpass(out, lp, sampleRate);
  for (let i = 0; i < n; i++) out[i] = (out[i] as number) * decayEnv(i, sampleRate, tau);
  return out;
}

/** 808-style metal: six detuned square waves, high-passed. */
function metal(
  sampleRate: number,
  seconds: number,
  tau: number,
  seed: number,
  scale: number,
): Float32Array {
  const n = Math.round(seconds * sampleRate);
  const out = new Float32Array(n);
  const freqs = [205.3, 304.4, 369.6, 522.7, 540, 800].map((f) => f * scale);
  for (const f of freqs) {
    const inc = f / sampleRate;
    let p = (seed % 97) / 97;
    for (let i = 0; i < n; i++) {
      p += inc;
      if (p >= 1) p -= 1;
      out[i] = (out[i] as number) + (p < 0.5 ? 1 : -1) / 6;
    }
  }
  const noise = noiseBuffer(n, seed);
  for (let i = 0; i < n; i++) out[i] = (out[i] as number) * 0.6 + (noise[i] as number) * 0.4;
  highpass(out, 6500, sampleRate);
  highpass(out, 6500, sampleRate);
  for (let i = 0; i < n; i++) out[i] = (out[i] as number) * decayEnv(i, sampleRate, tau) * 2.2;
  return out;
}

function mixInto(
  target: Float32Array,
  source: Float32Array,
  gain: number,
  offset = 0,
): Float32Array {
  const n = Math.min(target.length - offset, source.length);
  for (let i = 0; i < n; i++)
    target[i + offset] = (target[i + offset] as number) + (source[i] as number) * gain;
  return target;
}

function fadeEnds(buffer: Float32Array, sampleRate: number): Float32Array {
  const n = Math.min(buffer.length, Math.round(0.003 * sampleRate));
  for (let i = 0; i < n; i++)
    buffer[buffer.length - 1 - i] = (buffer[buffer.length - 1 - i] as number) * (i / n);
  return buffer;
}

/** The kit of a song: the same arrangement always gives the same samples. */
export function buildKit(arrangement: Arrangement, sampleRate: number): Kit {
  const rng = rngFor(arrangement.timbreSeed, 'kit');
  const s = () => rng.int(0x7fffffff) + 1;
  const punchy = arrangement.groove === 'trap' || arrangement.groove === 'fourOnFloor';
  const kick = sweep(
    sampleRate,
    0.45,
    rng.range(130, 180),
    rng.range(44, 56),
    rng.range(0.025, 0.045),
    punchy ? 0.2 : 0.14,
  );
  mixInto(kick, noiseHit(sampleRate, 0.006, s(), 0.0015, 1500, 9000), 0.5);
  const snare = mixInto(
    sweep(sampleRate, 0.3, 240, 180, 0.02, 0.05),
    noiseHit(sampleRate, 0.3, s(), rng.range(0.05, 0.08), 1200, 9000),
    1.1,
  );
  const clap = new Float32Array(Math.round(0.3 * sampleRate));
  for (let k = 0; k < 4; k++) {
    const burst = noiseHit(
      sampleRate,
      k === 3 ? 0.27 : 0.012,
      s(),
      k === 3 ? 0.06 : 0.004,
      900,
      5000,
    );
    mixInto(clap, burst, 1, Math.round(k * 0.01 * sampleRate));
  }
  const rim = mixInto(
    sweep(sampleRate, 0.06, 1700, 1600, 1, 0.012),
    sweep(sampleRate, 0.06, 500, 480, 1, 0.02),
    0.7,
  );
  const scale = rng.range(0.95, 1.1);
  const kit: Kit = {
    kick,
    snare,
    clap,
    rim,
    hat: metal(sampleRate, 0.12, rng.range(0.018, 0.03), s(), scale),
    openHat: metal(sampleRate, 0.5, 0.14, s(), scale),
    ride: mixInto(
      metal(sampleRate, 1.2, 0.45, s(), scale * 1.5),
      sweep(sampleRate, 1.2, 2900, 2900, 1, 0.5),
      0.08,
    ),
    crash: mixInto(
      metal(sampleRate, 1.8, 0.6, s(), scale * 0.9),
      noiseHit(sampleRate, 1.8, s(), 0.6, 3000, 14000),
      0.6,
    ),
    tomHigh: sweep(sampleRate, 0.35, 220, 150, 0.06, 0.12),
    tomLow: sweep(sampleRate, 0.4, 140, 90, 0.06, 0.15),
    shaker: noiseHit(sampleRate, 0.09, s(), 0.025, 5500, 12000),
  };
  for (const sample of Object.values(kit)) fadeEnds(sample, sampleRate);
  return kit;
}

const PIECES: Readonly<Record<DrumKind, { gain: number; pan: number }>> = {
  kick: { gain: 1, pan: 0 },
  snare: { gain: 0.55, pan: 0.05 },
  clap: { gain: 0.5, pan: -0.05 },
  rim: { gain: 0.35, pan: 0.1 },
  hat: { gain: 0.22, pan: 0.3 },
  openHat: { gain: 0.18, pan: 0.3 },
  ride: { gain: 0.16, pan: -0.35 },
  crash: { gain: 0.2, pan: -0.4 },
  tomHigh: { gain: 0.5, pan: 0.3 },
  tomLow: { gain: 0.55, pan: -0.3 },
  shaker: { gain: 0.2, pan: -0.45 },
};

/** Places drum events on a stereo layer. */
export function renderDrums(
  out: StereoBuffer,
  events: readonly DrumEvent[],
  kit: Kit,
  secondsPerBeat: number,
  sampleRate: number,
  gain: number,
): void {
  for (const event of events) {
    const piece = PIECES[event.kind];
    const [gl, gr] = panGains(piece.pan);
    const g = piece.gain * event.velocity * gain;
    const sample = kit[event.kind];
    const start = Math.round(event.beat * secondsPerBeat * sampleRate);
    addNote(out, { left: sample, right: sample }, start, gl * g, gr * g);
  }
}
