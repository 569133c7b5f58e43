// Take lanes: alternative versions of a track's content. Add ('Version N'), remove, solo (the
// lane plays instead of the track), comp (a range of the lane becomes what the track plays there;
// what the track had goes into the lane, so nothing is lost), promote (a comp over the lane's
// whole content), audition (a preview: the project as played with one lane in place of its
// track), and the unheard marks, which are a stored preference (§9) rather than project state.
import { createTakeLane } from './defaults';
import { REASONS, takeLaneName } from './messages';
import type { IdFactory } from './ids';
import { carveRange, insertSorted, overlapping, trimEnd, trimStart } from './commands/lane';
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

/** Comping: the lane's content in [startBeats, endBeats) becomes the track's there. */
export interface CompTakeLane {
  type: 'compTakeLane';
  trackId: string;
  takeLaneId: string;
  startBeats: number;
  endBeats: number;
}

/** A lane being auditioned: it plays in place of its track (a preview, never saved). */
export interface TakeLaneAudition {
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

/** The parts of `clips` inside [start, end): whole clips keep their id, cut ones get a new one. */
function piecesIn(
  clips: readonly StudioClip[],
  start: number,
  end: number,
  newId: IdFactory,
): StudioClip[] {
  return overlapping(clips, start, end).map((clip) => {
    if (clip.startBeats >= start && clip.endBeats <= end) return clip;
    const head = clip.startBeats < start ? { ...trimStart(clip, start), fadeInBeats: 0 } : clip;
    const cut = head.endBeats > end ? { ...trimEnd(head, end), fadeOutBeats: 0 } : head;
    return { ...cut, id: newId() };
  });
}

/** Swaps [start, end) between a track's own clips and one of its take lanes. */
function swapRange(
  track: Track,
  laneIndex: number,
  start: number,
  end: number,
  newId: IdFactory,
): Track {
  const lane = track.takeLanes[laneIndex] as TakeLane;
  const incoming = piecesIn(lane.clips, start, end, newId);
  const outgoing = piecesIn(track.clips, start, end, newId);
  const place = (clips: StudioClip[], pieces: StudioClip[]) =>
    pieces.reduce(insertSorted, carveRange(clips, start, end, newId));
  const takeLanes = track.takeLanes.slice();
  takeLanes[laneIndex] = { ...lane, clips: place(lane.clips, outgoing) };
  return { ...track, clips: place(track.clips, incoming), takeLanes };
}

export function compTakeLane(
  state: StudioProjectState,
  cmd: CompTakeLane,
  ctx: CommandContext,
): CommandResult {
  const { startBeats: start, endBeats: end } = cmd;
  if (!(Number.isFinite(start) && Number.isFinite(end) && end > start))
    return rejected(state, 'invalid', REASONS.emptyRange);
  return withTrackLane(state, cmd.trackId, cmd.takeLaneId, (track, laneIndex) =>
    swapRange(track, laneIndex, Math.max(0, start), end, ctx.newId),
  );
}

/** The range a lane's content covers, or null when it holds no clip. */
export function takeLaneRange(lane: TakeLane): { startBeats: number; endBeats: number } | null {
  if (lane.clips.length === 0) return null;
  return {
    startBeats: Math.min(...lane.clips.map((c) => c.startBeats)),
    endBeats: Math.max(...lane.clips.map((c) => c.endBeats)),
  };
}

/**
 * Promote: the lane's clips replace the track's content in the range they cover, and what the
 * track had there goes into the lane (a comp over the lane's whole content).
 */
export const promoteTakeLane = (
  state: StudioProjectState,
  cmd: PromoteTakeLane,
  ctx: CommandContext,
): CommandResult =>
  withTrackLane(state, cmd.trackId, cmd.takeLaneId, (track, laneIndex) => {
    const range = takeLaneRange(track.takeLanes[laneIndex] as TakeLane);
    return range === null
      ? track
      : {
          ...swapRange(track, laneIndex, range.startBeats, range.endBeats, ctx.newId),
          soloTakeLaneId: null,
        };
  });

/** The project as played while a lane is auditioned: that lane in place of its track. */
export function auditionedProject(
  state: StudioProjectState,
  audition: TakeLaneAudition | null,
): StudioProjectState {
  if (audition === null) return state;
  const trackIndex = trackIndexOf(state, audition.trackId);
  const track = state.tracks[trackIndex];
  if (track === undefined || indexOfId(track.takeLanes, audition.takeLaneId) < 0) return state;
  if (track.soloTakeLaneId === audition.takeLaneId) return state;
  return withTrack(state, trackIndex, () => ({ ...track, soloTakeLaneId: audition.takeLaneId }));
}

/** The unheard take lanes preference with one more lane marked unheard. */
export const markTakeLaneUnheard = (unheard: readonly string[], takeLaneId: string): string[] =>
  unheard.includes(takeLaneId) ? [...unheard] : [...unheard, takeLaneId];

/** The unheard take lanes preference with a lane marked heard. */
export const markTakeLaneHeard = (unheard: readonly string[], takeLaneId: string): string[] =>
  unheard.filter((id) => id !== takeLaneId);
