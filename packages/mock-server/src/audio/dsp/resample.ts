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

/** Resamples channels (all of one length) to round(length / ratio) samples each. */
export function resampleAll(inputs: readonly Float32Array[], ratio: number): Float32Array[] {
  const n = inputs[0]?.length ?? 0;
  const outLength = Math.max(1, Math.round(n / ratio));
  const outs = inputs.map(() => new Float32Array(outLength));
  const stretch = Math.max(1, ratio);
  const scale = 1 / stretch;
  const reach = Math.ceil(ZERO_CROSSINGS * stretch);
  const weights = new Float64Array(2 * reach + 2);
  for (let i = 0; i < outLength; i++) {
    const center = i * ratio;
    const k0 = Math.max(0, Math.ceil(center - reach));
    const k1 = Math.min(n - 1, Math.floor(center + reach));
    for (let k = k0; k <= k1; k++) weights[k - k0] = kernel((center - k) * scale) * scale;
    for (let c = 0; c < inputs.length; c++) {
      const input = inputs[c] as Float32Array;
      let acc = 0;
      for (let k = k0; k <= k1; k++) acc += (input[k] as number) * (weights[k - k0] as number);
      (outs[c] as Float32Array)[i] = acc;
    }
  }
  return outs;
}

export function resample(input: Float32Array, ratio: number): Float32Array {
  return resampleAll([input], ratio)[0] as Float32Array;
}
