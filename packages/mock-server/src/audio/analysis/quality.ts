// The quality figures of issue 4, as functions over PCM: the tests assert them on short renders,
// the benchmark reports them on the long one.
import type { AlignedWord } from '../engine';
import { biquad, runChain } from '../dsp/biquad';

export interface StereoPcm {
  left: Float32Array;
  right: Float32Array;
  sampleRate: number;
}

export function rms(x: Float32Array, from = 0, to = x.length): number {
  let s = 0;
  const a = Math.max(0, from);
  const b = Math.min(x.length, to);
  for (let i = a; i < b; i++) s += (x[i] as number) ** 2;
  return Math.sqrt(s / Math.max(1, b - a));
}

export const toDb = (x: number) => 20 * Math.log10(x);

/** Tempo (BPM) from the median gap between downbeats. */
export function tempoFromDownbeats(downbeatsS: readonly number[], beatsPerBar = 4): number {
  const gaps = downbeatsS
    .slice(1)
    .map((t, i) => t - (downbeatsS[i] as number))
    .sort((a, b) => a - b);
  return (60 * beatsPerBar) / (gaps[Math.floor(gaps.length / 2)] as number);
}

/** How far (dB) the sum of the stems is from the mix, relative to the mix. */
export function stemResidualDb(mix: StereoPcm, stems: readonly StereoPcm[]): number {
  let err = 0;
  let ref = 0;
  for (const side of ['left', 'right'] as const) {
    const m = mix[side];
    for (let i = 0; i < m.length; i++) {
      let sum = 0;
      for (const s of stems) sum += s[side][i] ?? 0;
      err += ((m[i] as number) - sum) ** 2;
      ref += (m[i] as number) ** 2;
    }
  }
  return 10 * Math.log10(Math.max(err, 1e-30) / ref);
}

/**
 * The quietest 10 ms frame of the voice inside any aligned word, in dB relative to the loudest
 * frame of the voice (a word in a non-silent region stays well above -35 dB).
 */
export function quietestWordFrameDb(voice: StereoPcm, words: readonly AlignedWord[]): number {
  const frame = Math.round(0.01 * voice.sampleRate);
  const frameDb = (start: number) => toDb(rms(voice.left, start, start + frame) + 1e-12);
  let loudest = -Infinity;
  for (let i = 0; i + frame <= voice.left.length; i += frame)
    loudest = Math.max(loudest, frameDb(i));
  let quietest = Infinity;
  for (const word of words) {
    const from = Math.round(word.start_s * voice.sampleRate);
    const to = Math.round(word.end_s * voice.sampleRate);
    for (let i = from; i + frame <= to; i += frame)
      quietest = Math.min(quietest, frameDb(i) - loudest);
  }
  return quietest;
}

/**
 * Energy above 8 kHz around a seam against its neighbourhood: the bar centred on the seam
 * against the bars either side (drum patterns repeat by the bar), and the loudest 2 ms frame
 * within 10 ms of the seam against the loudest frame of those bars (a click is a short burst).
 */
export function seamExcessDb(
  pcm: StereoPcm,
  seamS: number,
  barS: number,
): { bar: number; peak: number } {
  const rate = pcm.sampleRate;
  const hp = [biquad('highpass', 8000, 0.7, rate), biquad('highpass', 8000, 0.7, rate)];
  const hi = runChain(hp, pcm.left);
  const energy = (fromS: number, toS: number) =>
    toDb(rms(hi, Math.round(fromS * rate), Math.round(toS * rate)) + 1e-12);
  const at = energy(seamS - barS / 2, seamS + barS / 2);
  const before = energy(seamS - 1.5 * barS, seamS - barS / 2);
  const after = energy(seamS + barS / 2, seamS + 1.5 * barS);
  const neighbourhood = toDb((10 ** (before / 20) + 10 ** (after / 20)) / 2);
  const frame = 0.002;
  const loudest = (from: number, to: number) => {
    let m = -Infinity;
    for (let t = from; t + frame <= to; t += frame) m = Math.max(m, energy(t, t + frame));
    return m;
  };
  const seamPeak = loudest(seamS - 0.01, seamS + 0.01);
  const neighbourPeak = Math.max(
    loudest(seamS - 1.5 * barS, seamS - barS / 2),
    loudest(seamS + barS / 2, seamS + 1.5 * barS),
  );
  return { bar: Math.abs(at - neighbourhood), peak: seamPeak - neighbourPeak };
}
