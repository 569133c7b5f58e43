// Take lanes: alternative versions of a track's content. Add ('Version N'), remove, solo,
// promote (the lane's clips swap with the track's), and the unheard marks, which are a stored
// preference (§9) rather than project state.
import { createTakeLane } from './defaults';
import { REASONS, takeLaneName } from './messages';
import type { IdFactory } from './ids';
import { indexOfId, trackIndexOf, withTrack } from './commands/lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './commands/result';
import type { StudioClip, StudioProjectState, TakeLane, Track } from './types';

export interface AddTakeLane {
  type: 'addTakeLane';
  trackId: string;
  clips?: StudioClip[];
}
export interface RemoveTakeLane {
  type: 'removeTakeLane';
  trackId: string;
  takeLaneId: string;
}
export interface SoloTakeLane {
  type: 'soloTakeLane';
  trackId: string;
  /** null (or the soloed lane again) clears the solo. */
  takeLaneId: string | null;
}
export interface PromoteTakeLane {
  type: 'promoteTakeLane';
  trackId: string;
  takeLaneId: string;
}

/** The lowest N for which 'Version N' is not yet a lane name of the track. */
export function nextTakeLaneNumber(track: Track): number {
  const used = new Set(track.takeLanes.map((lane) => lane.name));
  let n = 1;
  while (used.has(takeLaneName(n))) n++;
  return n;
}

/** Appends a new 'Version N' lane holding `clips`; returns the track and the lane. */
export function withNewTakeLane(
  track: Track,
  newId: IdFactory,
  clips: StudioClip[] = [],
): { track: Track; lane: TakeLane } {
  const lane = createTakeLane(newId(), nextTakeLaneNumber(track), { clips });
  return { track: { ...track, takeLanes: [...track.takeLanes, lane] }, lane };
}

function withTrackLane(
  state: StudioProjectState,
  trackId: string,
  takeLaneId: string | null,
  update: (track: Track, laneIndex: number) => Track,
): CommandResult {
  const trackIndex = trackIndexOf(state, trackId);
  if (trackIndex < 0) return rejected(state, 'not-found', REASONS.trackNotFound);
  const track = state.tracks[trackIndex] as Track;
  const laneIndex = takeLaneId === null ? -1 : indexOfId(track.takeLanes, takeLaneId);
  if (takeLaneId !== null && laneIndex < 0)
    return rejected(state, 'not-found', REASONS.takeLaneNotFound);
  return applied(withTrack(state, trackIndex, () => update(track, laneIndex)));
}

export const addTakeLane = (
  state: StudioProjectState,
  cmd: AddTakeLane,
  ctx: CommandContext,
): CommandResult =>
  withTrackLane(
    state,
    cmd.trackId,
    null,
    (track) => withNewTakeLane(track, ctx.newId, cmd.clips).track,
  );

export const removeTakeLane = (state: StudioProjectState, cmd: RemoveTakeLane): CommandResult =>
  withTrackLane(state, cmd.trackId, cmd.takeLaneId, (track, laneIndex) => ({
    ...track,
    takeLanes: track.takeLanes.filter((_, i) => i !== laneIndex),
    soloTakeLaneId: track.soloTakeLaneId === cmd.takeLaneId ? null : track.soloTakeLaneId,
  }));

export const soloTakeLane = (state: StudioProjectState, cmd: SoloTakeLane): CommandResult =>
  withTrackLane(state, cmd.trackId, cmd.takeLaneId, (track) => ({
    ...track,
    soloTakeLaneId: cmd.takeLaneId === track.soloTakeLaneId ? null : cmd.takeLaneId,
  }));

/** The lane's clips become the track's, and the track's go into the lane: nothing is lost. */
export const promoteTakeLane = (state: StudioProjectState, cmd: PromoteTakeLane): CommandResult =>
  withTrackLane(state, cmd.trackId, cmd.takeLaneId, (track, laneIndex) => {
    const lane = track.takeLanes[laneIndex] as TakeLane;
    const takeLanes = track.takeLanes.slice();
    takeLanes[laneIndex] = { ...lane, clips: track.clips };
    return { ...track, clips: lane.clips, takeLanes, soloTakeLaneId: null };
  });

/** The unheard take lanes preference with one more lane marked unheard. */
export const markTakeLaneUnheard = (unheard: readonly string[], takeLaneId: string): string[] =>
  unheard.includes(takeLaneId) ? [...unheard] : [...unheard, takeLaneId];

/** The unheard take lanes preference with a lane marked heard. */
export const markTakeLaneHeard = (unheard: readonly string[], takeLaneId: string): string[] =>
  unheard.filter((id) => id !== takeLaneId);
