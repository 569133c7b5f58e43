// Key of audio without a plan: a chromagram from FFT frames, matched against the
// Krumhansl-Kessler major and minor profiles in all twelve transpositions.
import { magnitudes, monoDecimated } from '../dsp/fft';
import type { ScaleName } from '../song/genres';

const MAJOR = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];
const N = 4096;

function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = a.reduce((s, x) => s + x, 0) / a.length;
  const mb = b.reduce((s, x) => s + x, 0) / b.length;
  let num = 0,
    da = 0,
    db = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] as number) - ma;
    const y = (b[i] as number) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

export function analyseKey(
  channels: readonly Float32Array[],
  sampleRate: number,
): { tonic: number; scale: ScaleName } {
  const factor = 4;
  const rate = sampleRate / factor;
  const mono = monoDecimated(channels, factor);
  const chroma = new Array<number>(12).fill(0);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  const mag = new Float64Array(N / 2);
  const lo = Math.ceil((60 * N) / rate);
  const hi = Math.floor((2000 * N) / rate);
  for (let start = 0; start + N <= mono.length; start += N) {
    magnitudes(mono, start, N, re, im, mag);
    for (let k = lo; k <= hi; k++) {
      const f = (k * rate) / N;
      const pc = ((Math.round(12 * Math.log2(f / 440)) % 12) + 12 + 9) % 12;
      chroma[pc] = (chroma[pc] as number) + (mag[k] as number) ** 2;
    }
  }
  let best = { tonic: 0, scale: 'major' as ScaleName, r: -Infinity };
  for (let tonic = 0; tonic < 12; tonic++) {
    const rotated = chroma.map((_, i) => chroma[(i + tonic) % 12] as number);
    for (const [scale, profile] of [
      ['major', MAJOR],
      ['minor', MINOR],
    ] as const) {
      const r = correlation(rotated, profile);
      if (r > best.r) best = { tonic, scale, r };
    }
  }
  return { tonic: best.tonic, scale: best.scale };
}
