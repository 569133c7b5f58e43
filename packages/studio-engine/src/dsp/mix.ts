// Mixing rules: a track's balance, and which tracks sound under mute and solo.

/**
 * Left and right gains of a balance in [−1, 1]: the far side is attenuated linearly, the near
 * side stays at unity (a balance control, not a pan law, so a centred stereo track is untouched).
 */
export function balanceGains(balance: number): [number, number] {
  const b = Math.max(-1, Math.min(1, Number.isFinite(balance) ? balance : 0));
  return [b > 0 ? 1 - b : 1, b < 0 ? 1 + b : 1];
}

export interface MixTrack {
  mute: boolean;
  solo: boolean;
}

/** Whether each track sounds: a muted track never does; when any track is soloed only those do. */
export function audibleTracks(tracks: readonly MixTrack[]): boolean[] {
  const anySolo = tracks.some((t) => t.solo);
  return tracks.map((t) => !t.mute && (!anySolo || t.solo));
}

/** Adds `source` × gain into `bus` over frames [offset, offset + frames). */
export function mixInto(
  bus: Float32Array,
  source: Float32Array,
  offset: number,
  frames: number,
  gain: number,
): void {
  if (gain === 0) return;
  for (let i = offset; i < offset + frames; i++)
    bus[i] = (bus[i] as number) + (source[i] as number) * gain;
}
