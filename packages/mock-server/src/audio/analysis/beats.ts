// Tempo and downbeats of audio that has no plan (uploads): a band-energy onset envelope at
// 100 frames per second, the tempo from its autocorrelation (refined on a fine comb), the beat
// phase that best fits the onsets, and the bar phase from where the low band hits hardest.
import { biquad, runBiquad } from '../dsp/biquad';
import { monoDecimated } from '../dsp/fft';

const FPS = 100;
const DECIMATE = 4;

interface Envelopes {
  all: Float64Array;
  low: Float64Array;
}

function onsetEnvelopes(channels: readonly Float32Array[], sampleRate: number): Envelopes {
  const rate = sampleRate / DECIMATE;
  const mono = monoDecimated(channels, DECIMATE);
  const hop = Math.round(rate / FPS);
  const frames = Math.floor(mono.length / hop);
  const bands = [
    runBiquad(biquad('lowpass', 150, 0.7, rate), mono, new Float32Array(mono.length)),
    runBiquad(biquad('bandpass', 800, 0.6, rate), mono, new Float32Array(mono.length)),
    runBiquad(biquad('highpass', 3000, 0.7, rate), mono, new Float32Array(mono.length)),
  ];
  const all = new Float64Array(frames);
  const low = new Float64Array(frames);
  bands.forEach((band, b) => {
    let prev = 0;
    for (let f = 0; f < frames; f++) {
      let e = 0;
      for (let i = f * hop; i < (f + 1) * hop; i++) e += (band[i] as number) ** 2;
      const level = Math.log10(1e-9 + e / hop);
      const rise = Math.max(0, level - prev);
      prev = level;
      all[f] = (all[f] as number) + rise;
      if (b === 0) low[f] = rise;
    }
  });
  return { all, low };
}

function interpolated(x: Float64Array, t: number): number {
  const i = Math.floor(t);
  const f = t - i;
  return (x[i] ?? 0) * (1 - f) + (x[i + 1] ?? 0) * f;
}

function combScore(env: Float64Array, period: number, phase: number): number {
  let s = 0;
  for (let t = phase; t < env.length; t += period)
    s += Math.max(interpolated(env, t - 1), interpolated(env, t), interpolated(env, t + 1));
  return s;
}

export interface BeatAnalysis {
  bpm: number;
  /** The first downbeat (seconds) and every following one. */
  downbeatsS: number[];
}

/** Tempo and downbeats; null when the audio has no steady pulse to speak of. */
export function analyseBeats(
  channels: readonly Float32Array[],
  sampleRate: number,
  beatsPerBar = 4,
): BeatAnalysis | null {
  const { all, low } = onsetEnvelopes(channels, sampleRate);
  if (all.length < FPS * 2) return null;
  const minLag = Math.floor((60 * FPS) / 200);
  const maxLag = Math.ceil((60 * FPS) / 60);
  const autocorrelation = (lag: number) => {
    let s = 0;
    for (let i = 0; i + lag < all.length; i++) s += (all[i] as number) * (all[i + lag] as number);
    return s / (all.length - lag);
  };
  let bestLag = 0;
  let bestScore = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const bpm = (60 * FPS) / lag;
    const prior = Math.exp(-0.5 * (Math.log2(bpm / 120) / 0.9) ** 2);
    const score = autocorrelation(lag) * prior;
    if (score > bestScore) {
      bestScore = score;
      bestLag = lag;
    }
  }
  if (bestLag === 0 || bestScore <= 0) return null;
  // Fractional lag from a parabola through the peak and its neighbours.
  const [a, b, c] = [
    autocorrelation(bestLag - 1),
    autocorrelation(bestLag),
    autocorrelation(bestLag + 1),
  ];
  const curvature = a - 2 * b + c;
  if (curvature < 0) bestLag += Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / curvature));
  // Phase at the autocorrelation lag, then period and phase together on a finer comb.
  let phase = 0;
  let best = -Infinity;
  for (let ph = 0; ph < bestLag; ph += 0.5) {
    const s = combScore(all, bestLag, ph);
    if (s > best) {
      best = s;
      phase = ph;
    }
  }
  let period = bestLag;
  const coarsePhase = phase;
  for (let p = bestLag * 0.97; p <= bestLag * 1.03; p += 0.01) {
    for (let ph = coarsePhase - 2; ph <= coarsePhase + 2; ph += 0.25) {
      if (ph < 0) continue;
      const s = combScore(all, p, ph);
      if (s > best) {
        best = s;
        period = p;
        phase = ph;
      }
    }
  }
  // Bar phase: the beat (of beatsPerBar) with the most low-band onset, ties to the earliest.
  let barPhase = 0;
  let barBest = -Infinity;
  for (let k = 0; k < beatsPerBar; k++) {
    const s =
      combScore(low, period * beatsPerBar, phase + k * period) +
      0.5 * combScore(all, period * beatsPerBar, phase + k * period);
    if (s > barBest + 1e-9) {
      barBest = s;
      barPhase = k;
    }
  }
  const barPeriod = period * beatsPerBar;
  let first = (phase + barPhase * period) % barPeriod;
  // A bar that starts a hair before the audio does starts at 0.
  if (first > barPeriod - period / 4) first = Math.max(0, first - barPeriod);
  const downbeatsS: number[] = [];
  for (let t = first; t < all.length; t += barPeriod)
    downbeatsS.push(Math.round((t / FPS) * 10_000) / 10_000);
  return { bpm: Math.round(((60 * FPS) / period) * 100) / 100, downbeatsS };
}
