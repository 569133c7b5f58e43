/**
 * The edit waveform's bars from the clip's waveform aggregates (mip-map levels of peaks): the
 * coarsest level that still has a value per bar, reduced to `bars` maxima, scaled to the loudest.
 */
export interface WaveformLevel {
  readonly mip_map_level: number;
  readonly data: readonly number[];
}

export function waveformBars(levels: readonly WaveformLevel[], bars: number): Float32Array {
  const out = new Float32Array(Math.max(0, Math.floor(bars)));
  if (out.length === 0 || levels.length === 0) return out;
  const enough = levels.filter((level) => level.data.length >= out.length);
  const source = (
    enough.length > 0
      ? enough.reduce((a, b) => (a.data.length <= b.data.length ? a : b))
      : levels.reduce((a, b) => (a.data.length >= b.data.length ? a : b))
  ).data;
  if (source.length === 0) return out;
  let loudest = 0;
  for (let bar = 0; bar < out.length; bar++) {
    const from = Math.floor((bar * source.length) / out.length);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * source.length) / out.length));
    let peak = 0;
    for (let i = from; i < to && i < source.length; i++) peak = Math.max(peak, source[i] ?? 0);
    out[bar] = peak;
    loudest = Math.max(loudest, peak);
  }
  if (loudest > 0) for (let bar = 0; bar < out.length; bar++) out[bar] = out[bar]! / loudest;
  return out;
}

/** The time under a point of the waveform (x from its left edge). */
export const timeAt = (x: number, widthPx: number, durationS: number): number =>
  widthPx > 0 ? Math.min(durationS, Math.max(0, (x / widthPx) * durationS)) : 0;
