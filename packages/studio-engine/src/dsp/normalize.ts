// Peak normalisation: scale every channel by one gain so the loudest sample reaches the target.

/** The largest absolute sample over all channels. */
export function peakLevel(channels: readonly Float32Array[]): number {
  let peak = 0;
  for (const data of channels) {
    for (let i = 0; i < data.length; i++) {
      const v = Math.abs(data[i] as number);
      if (v > peak) peak = v;
    }
  }
  return peak;
}

/**
 * Scales the channels in place so their peak is `target` (default full scale); silence is left
 * as is. Returns the gain applied.
 */
export function normalizePeak(channels: readonly Float32Array[], target = 1): number {
  const peak = peakLevel(channels);
  if (!(peak > 0) || !Number.isFinite(peak)) return 1;
  const gain = target / peak;
  for (const data of channels)
    for (let i = 0; i < data.length; i++) data[i] = (data[i] as number) * gain;
  return gain;
}
