// Waveform aggregates as mip-map levels of peaks. Level L holds one value per 2^L samples: the
// largest absolute sample of either channel in that block. Levels run from MIN_LEVEL up to the
// level of a single value.
import type { WaveformLevel } from '../engine';

export const WAVEFORM_MIN_LEVEL = 8;

export function waveformLevels(
  channels: readonly Float32Array[],
  minLevel = WAVEFORM_MIN_LEVEL,
): WaveformLevel[] {
  const length = channels[0]?.length ?? 0;
  const blockSize = 1 << minLevel;
  const count = Math.max(1, Math.ceil(length / blockSize));
  let peaks = new Float32Array(count);
  for (const channel of channels) {
    for (let b = 0; b < count; b++) {
      let peak = peaks[b] as number;
      const end = Math.min(length, (b + 1) * blockSize);
      for (let i = b * blockSize; i < end; i++) {
        const v = Math.abs(channel[i] as number);
        if (v > peak) peak = v;
      }
      peaks[b] = peak;
    }
  }
  const levels: WaveformLevel[] = [];
  let level = minLevel;
  for (;;) {
    levels.push({
      mip_map_level: level,
      data: Array.from(peaks, (v) => Math.round(Math.min(1, v) * 10000) / 10000),
    });
    if (peaks.length === 1) break;
    const next = new Float32Array(Math.ceil(peaks.length / 2));
    for (let i = 0; i < next.length; i++)
      next[i] = Math.max(peaks[2 * i] ?? 0, peaks[2 * i + 1] ?? 0);
    peaks = next;
    level++;
  }
  return levels;
}
