// Where playback stops by itself (2-studio.md §4 Playback): when the position passes the song
// end (while the stop-at-end playback option is on and the loop is off), or at a stop-at time.

export interface StopRules {
  /** The song's end in seconds (the end of its last clip). */
  songEndSeconds: number;
  /** A stop-at time in seconds, or null. */
  stopAtSeconds: number | null;
  /** The playback option "stop at the end of the song" (on by default). */
  stopAtSongEnd: boolean;
  /** A looping transport wraps instead of running past the song end. */
  looping: boolean;
}

/** The song position where playback will stop by itself, or null when it runs on. */
export function stopPosition(rules: StopRules, fromSeconds: number): number | null {
  const candidates: number[] = [];
  if (rules.stopAtSeconds !== null && rules.stopAtSeconds > fromSeconds)
    candidates.push(rules.stopAtSeconds);
  if (rules.stopAtSongEnd && !rules.looping && rules.songEndSeconds > fromSeconds)
    candidates.push(rules.songEndSeconds);
  return candidates.length === 0 ? null : Math.min(...candidates);
}

/** Whether playback at `position` has passed where it must stop. */
export function shouldStop(rules: StopRules, position: number): boolean {
  if (rules.stopAtSeconds !== null && position >= rules.stopAtSeconds) return true;
  return rules.stopAtSongEnd && !rules.looping && position >= rules.songEndSeconds;
}
