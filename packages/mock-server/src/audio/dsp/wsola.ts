// Time stretching that keeps pitch (WSOLA): Hann-windowed frames overlap-added at a fixed output
// hop, each taken from near its nominal input position where it best continues the previous
// frame. Offsets are chosen once on a guide signal (the mix) and applied to every channel of
// every layer, so stems still sum to the mix.

const FRAME = 2048;
const HOP = FRAME / 2;
const SEARCH = 384;
const DECIMATE = 8;

/** Input start position of each output frame, for a speed factor (2 = twice as fast). */
export function wsolaPlan(
  guide: Float32Array,
  factor: number,
): { starts: Int32Array; outLength: number } {
  const outLength = Math.max(1, Math.round(guide.length / factor));
  const frames = Math.ceil(outLength / HOP) + 1;
  const starts = new Int32Array(frames);
  const small = new Float32Array(Math.ceil(guide.length / DECIMATE));
  for (let i = 0; i < small.length; i++) {
    let s = 0;
    for (let k = 0; k < DECIMATE; k++) s += guide[i * DECIMATE + k] ?? 0;
    small[i] = s;
  }
  const frameS = FRAME / DECIMATE;
  const hopS = HOP / DECIMATE;
  const searchS = SEARCH / DECIMATE;
  let prev = 0;
  for (let f = 1; f < frames; f++) {
    const nominal = Math.round(f * HOP * factor);
    // The natural continuation of the previous frame, which the new frame should resemble.
    const follow = (prev + HOP) / DECIMATE;
    let best = nominal;
    let bestScore = -Infinity;
    for (let d = -searchS; d <= searchS; d++) {
      const cand = nominal / DECIMATE + d;
      if (cand < 0 || cand + frameS - hopS >= small.length) continue;
      let score = 0;
      for (let k = 0; k < frameS - hopS; k++)
        score += (small[cand + k] ?? 0) * (small[follow + k] ?? 0);
      if (score > bestScore) {
        bestScore = score;
        best = cand * DECIMATE;
      }
    }
    starts[f] = Math.max(0, Math.min(guide.length - 1, best));
    prev = starts[f] as number;
  }
  return { starts, outLength };
}

const WINDOW = (() => {
  const w = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i++) w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME);
  return w;
})();

/** Applies a WSOLA plan to one channel. */
export function wsolaApply(
  input: Float32Array,
  plan: { starts: Int32Array; outLength: number },
): Float32Array {
  const out = new Float32Array(plan.outLength);
  for (let f = 0; f < plan.starts.length; f++) {
    const src = plan.starts[f] as number;
    const dst = f * HOP - HOP;
    for (let i = 0; i < FRAME; i++) {
      const o = dst + i;
      if (o < 0 || o >= out.length) continue;
      out[o] = (out[o] as number) + (input[src + i - HOP] ?? 0) * (WINDOW[i] as number);
    }
  }
  return out;
}
