// The transport's readouts: the position in bars:beats (1-based, as the ruler counts) and in m:ss.

/** "bar:beat" of a beat position, both counted from 1. */
export function formatBarsBeats(beats: number, beatsPerBar: number): string {
  const safe = Math.max(0, beats);
  const bar = Math.floor(safe / beatsPerBar + 1e-9) + 1;
  const beat = Math.floor(safe - (bar - 1) * beatsPerBar + 1e-9) + 1;
  return `${bar}:${beat}`;
}

/** "m:ss" of a position in seconds (whole seconds, rounded down). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds) + 1e-9);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
