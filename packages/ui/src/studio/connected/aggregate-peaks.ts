// Peak pages built from a clip's waveform aggregates (2-studio.md: "Waveform aggregates: list of
// {mip_map_level, data}", level L one value per 2^L samples, each the largest absolute sample), so
// the Timeline draws a waveform before the audio itself is decoded. Each point of the asked level
// is the (−v, v) of the largest aggregate value under it, read from the aggregate level nearest
// at or above it (the finest one when the asked level is finer than any).
import {
  WAVEFORM_PAGE_BLOCKS,
  type PeakPage,
  type WaveformAggregate,
} from '@cadenza/studio-engine';

export interface AggregatePeaks {
  /** Frames the aggregates cover (their finest level's points × its block size). */
  length: number;
  page(level: number, index: number): PeakPage;
}

/** Null when the aggregates hold no usable level. */
export function aggregatePeaks(aggregates: readonly WaveformAggregate[]): AggregatePeaks | null {
  const levels = aggregates
    .filter((a) => Number.isInteger(a.mip_map_level) && a.mip_map_level >= 0 && a.data.length > 0)
    .sort((a, b) => a.mip_map_level - b.mip_map_level);
  const finest = levels[0];
  if (finest === undefined) return null;
  const source = (level: number): WaveformAggregate =>
    levels.find((a) => a.mip_map_level >= level) ??
    (levels[levels.length - 1] as WaveformAggregate);
  return {
    length: finest.data.length * 2 ** finest.mip_map_level,
    page(level, index) {
      const page = new Float32Array(2 * WAVEFORM_PAGE_BLOCKS);
      const from = source(level);
      const shift = from.mip_map_level - level;
      for (let p = 0; p < WAVEFORM_PAGE_BLOCKS; p++) {
        const point = index * WAVEFORM_PAGE_BLOCKS + p;
        const [first, last] =
          shift >= 0
            ? [point >> shift, point >> shift]
            : [point << -shift, ((point + 1) << -shift) - 1];
        let v = 0;
        for (let i = first; i <= last && i < from.data.length; i++)
          v = Math.max(v, Math.min(1, Math.abs(from.data[i] as number)));
        page[2 * p] = -v;
        page[2 * p + 1] = v;
      }
      return page;
    },
  };
}
