// The invariants every normalised state and every command keep: unique ids across the project,
// lanes sorted with no overlapping clips, every clip ending after it starts, fades within the
// clip, and transposition and speed within their clamps.
import { SPEED_MAX, SPEED_MIN, TRANSPOSITION_MAX, TRANSPOSITION_MIN } from './constants';
import { lanes } from './commands/lookup';
import type { StudioProjectState, Track } from './types';

export function projectInvariantViolations(state: StudioProjectState): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const unique = (id: string) => {
    if (seen.has(id)) problems.push(`duplicate id ${id}`);
    seen.add(id);
  };
  for (const track of state.tracks as Track[]) {
    unique(track.id);
    for (const lane of track.takeLanes) unique(lane.id);
  }
  for (const { trackIndex, laneIndex, clips } of lanes(state)) {
    const track = state.tracks[trackIndex] as Track;
    const intents =
      laneIndex < 0
        ? track.clipCreationIntents
        : (track.takeLanes[laneIndex]?.clipCreationIntents ?? []);
    for (const intent of intents) unique(intent.id);
    let previousEnd = -Infinity;
    for (const clip of clips) {
      unique(clip.id);
      const where = `clip ${clip.id}`;
      if (!(clip.endBeats > clip.startBeats)) problems.push(`${where}: end is not after start`);
      if (clip.startBeats < previousEnd) problems.push(`${where}: overlaps the clip before it`);
      previousEnd = clip.endBeats;
      if (clip.transposition < TRANSPOSITION_MIN || clip.transposition > TRANSPOSITION_MAX) {
        problems.push(`${where}: transposition out of range`);
      }
      if (clip.warp.speed < SPEED_MIN || clip.warp.speed > SPEED_MAX)
        problems.push(`${where}: speed out of range`);
      const length = clip.endBeats - clip.startBeats;
      if (clip.fadeInBeats + clip.fadeOutBeats > length + Math.abs(length) * 1e-12) {
        problems.push(`${where}: fades longer than the clip`);
      }
    }
  }
  return problems;
}
