// Band-limited resampling by a windowed-sinc kernel (Blackman window, 12 zero crossings a side),
// widened for anti-aliasing when the output rate is lower. `ratio` = input samples per output
// sample (2 = twice as fast / half the length).

const ZERO_CROSSINGS = 12;
const TABLE_RES = 512;

const KERNEL = (() => {
  const n = ZERO_CROSSINGS * TABLE_RES;
  const table = new Float64Array(n + 2);
  for (let i = 0; i <= n + 1; i++) {
    const x = i / TABLE_RES;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const w =
      x >= ZERO_CROSSINGS
        ? 0
        : 0.42 +
          0.5 * Math.cos((Math.PI * x) / ZERO_CROSSINGS) +
          0.08 * Math.cos((2 * Math.PI * x) / ZERO_CROSSINGS);
    table[i] = sinc * w;
  }
  return table;
})();

function kernel(x: number): number {
  const a = Math.abs(x) * TABLE_RES;
  const i = Math.floor(a);
  if (i >= ZERO_CROSSINGS * TABLE_RES) return 0;
  const f = a - i;
  return (KERNEL[i] as number) * (1 - f) + (KERNEL[i + 1] as number) * f;
}

/** The period (outputs) after which a ratio's kernel phases repeat, or null when it has none. */
function phasePeriod(ratio: number): number | null {
  for (let q = 1; q <= MAX_PERIOD; q++) {
    const p = ratio * q;
    if (Math.abs(p - Math.round(p)) < 1e-9) return q;
  }
  return null;
}

/** Phase tables bigger than this are not kept (a ratio with no short period is computed per sample). */
const MAX_PERIOD = 4096;

/**
 * Resamples channels (all of one length) to round(length / ratio) samples each. A rational ratio
 * (22050 → 48000 Hz is 147/320) repeats its kernel phases every q outputs: their weights are
 * computed once per phase, not once per output sample.
 */
export function resampleAll(inputs: readonly Float32Array[], ratio: number): Float32Array[] {
  const n = inputs[0]?.length ?? 0;
  const outLength = Math.max(1, Math.round(n / ratio));
  const outs = inputs.map(() => new Float32Array(outLength));
  const stretch = Math.max(1, ratio);
  const scale = 1 / stretch;
  const reach = Math.ceil(ZERO_CROSSINGS * stretch);
  const span = 2 * reach + 2;
  const period = phasePeriod(ratio);
  const phases = period === null ? 1 : Math.min(period, outLength);
  // weights[phase * span + j] is the weight of input (floor(center) - reach + j) for that phase.
  const weights = new Float64Array(phases * span);
  const filled = new Uint8Array(phases);
  const step = period === null ? 0 : Math.round(ratio * period);
  for (let i = 0; i < outLength; i++) {
    const phase = period === null ? 0 : i % period;
    const center = period === null ? i * ratio : Math.floor(i / period) * step + phase * ratio;
    const origin = Math.floor(center) - reach;
    const row = phase * span;
    if (period === null || filled[phase] === 0) {
      for (let j = 0; j < span; j++) {
        const k = origin + j;
        const d = center - k;
        weights[row + j] = Math.abs(d) <= reach ? kernel(d * scale) * scale : 0;
      }
      filled[phase] = 1;
    }
    const j0 = Math.max(0, -origin);
    const j1 = Math.min(span - 1, n - 1 - origin);
    for (let c = 0; c < inputs.length; c++) {
      const input = inputs[c] as Float32Array;
      let acc = 0;
      for (let j = j0; j <= j1; j++)
        acc += (input[origin + j] as number) * (weights[row + j] as number);
      (outs[c] as Float32Array)[i] = acc;
    }
  }
  return outs;
}

export function resample(input: Float32Array, ratio: number): Float32Array {
  return resampleAll([input], ratio)[0] as Float32Array;
}
