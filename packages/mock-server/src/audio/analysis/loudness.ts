// Integrated loudness (ITU-R BS.1770-4 / EBU R128): K-weighting, 400 ms blocks with 75 % overlap,
// absolute gate at -70 LUFS and relative gate 10 LU below the ungated mean.
import { biquad, runBiquad, type BiquadCoefficients } from '../dsp/biquad';

/** The K-weighting pre-filter: a high shelf (+4 dB above ~1.5 kHz) then a 38 Hz high-pass. */
export function kWeighting(sampleRate: number): [BiquadCoefficients, BiquadCoefficients] {
  if (sampleRate === 48_000) {
    return [
      {
        b0: 1.53512485958697,
        b1: -2.69169618940638,
        b2: 1.19839281085285,
        a1: -1.69065929318241,
        a2: 0.73248077421585,
      },
      { b0: 1, b1: -2, b2: 1, a1: -1.99004745483398, a2: 0.99007225036621 },
    ];
  }
  return [
    biquad('highshelf', 1681.97, 0.7072, sampleRate, 3.99984),
    biquad('highpass', 38.135, 0.5003, sampleRate),
  ];
}

const BLOCK_S = 0.4;
const HOP_S = 0.1;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

/** Mean square of the K-weighted channels summed, per 100 ms hop. */
function hopEnergies(channels: readonly Float32Array[], sampleRate: number): Float64Array {
  const length = channels[0]?.length ?? 0;
  const hop = Math.round(HOP_S * sampleRate);
  const hops = Math.floor(length / hop);
  const energy = new Float64Array(hops);
  const [shelf, hp] = kWeighting(sampleRate);
  const scratch = new Float32Array(length);
  for (const channel of channels) {
    runBiquad(shelf, channel, scratch);
    runBiquad(hp, scratch, scratch);
    for (let h = 0; h < hops; h++) {
      let sum = 0;
      const end = (h + 1) * hop;
      for (let i = h * hop; i < end; i++) {
        const v = scratch[i] as number;
        sum += v * v;
      }
      energy[h] = (energy[h] as number) + sum / hop;
    }
  }
  return energy;
}

const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** Integrated loudness in LUFS (-Infinity for silence or clips shorter than one block). */
export function integratedLoudness(channels: readonly Float32Array[], sampleRate: number): number {
  const hops = hopEnergies(channels, sampleRate);
  const perBlock = Math.round(BLOCK_S / HOP_S);
  const blocks: number[] = [];
  for (let b = 0; b + perBlock <= hops.length; b++) {
    let z = 0;
    for (let k = 0; k < perBlock; k++) z += hops[b + k] as number;
    blocks.push(z / perBlock);
  }
  const aboveAbsolute = blocks.filter((z) => toLufs(z) > ABSOLUTE_GATE_LUFS);
  if (aboveAbsolute.length === 0) return -Infinity;
  const mean = aboveAbsolute.reduce((a, b) => a + b, 0) / aboveAbsolute.length;
  const relativeGate = toLufs(mean) + RELATIVE_GATE_LU;
  const gated = aboveAbsolute.filter((z) => toLufs(z) > relativeGate);
  return toLufs(gated.reduce((a, b) => a + b, 0) / gated.length);
}
