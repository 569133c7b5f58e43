// Finding tracks, lanes and clips by id (indexed per array, so a lookup stays cheap as commands
// replace one array at a time) and writing them back with structural sharing.
import { REASONS } from '../messages';
import type { ClipCreationIntent, StudioClip, StudioProjectState, TakeLane, Track } from '../types';
import { rejected, type CommandRejected } from './result';

/** A lane is the track's own clips (laneIndex -1) or one of its take lanes. */
export interface LaneRef {
  trackIndex: number;
  laneIndex: number;
}

export interface ClipLocation extends LaneRef {
  clipIndex: number;
  clip: StudioClip;
}

const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();
const scannedOnce = new WeakSet<readonly { id: string }[]>();

/**
 * The position of an id in an array of entities, or -1. A new array is scanned; one searched
 * again gets an index, so unchanged arrays (most of them, with structural sharing) answer at once.
 */
export function indexOfId(list: readonly { id: string }[], id: string): number {
  let index = indexes.get(list);
  if (index === undefined) {
    if (!scannedOnce.has(list)) {
      scannedOnce.add(list);
      for (let i = 0; i < list.length; i++) if ((list[i] as { id: string }).id === id) return i;
      return -1;
    }
    index = new Map();
    for (let i = list.length - 1; i >= 0; i--) index.set((list[i] as { id: string }).id, i);
    indexes.set(list, index);
  }
  return index.get(id) ?? -1;
}

export const trackIndexOf = (state: StudioProjectState, trackId: string): number =>
  indexOfId(state.tracks, trackId);

export function laneOf(
  track: Track,
  laneIndex: number,
): { clips: StudioClip[]; clipCreationIntents: ClipCreationIntent[] } {
  return laneIndex < 0 ? track : (track.takeLanes[laneIndex] as TakeLane);
}

export function locateClip(state: StudioProjectState, clipId: string): ClipLocation | null {
  for (let trackIndex = 0; trackIndex < state.tracks.length; trackIndex++) {
    const track = state.tracks[trackIndex] as Track;
    for (let laneIndex = -1; laneIndex < track.takeLanes.length; laneIndex++) {
      const clips = laneOf(track, laneIndex).clips;
      const clipIndex = indexOfId(clips, clipId);
      if (clipIndex >= 0) {
        return { trackIndex, laneIndex, clipIndex, clip: clips[clipIndex] as StudioClip };
      }
    }
  }
  return null;
}

/** Resolves a track id and an optional take-lane id to a lane, or null. */
export function laneRef(
  state: StudioProjectState,
  trackId: string,
  takeLaneId?: string | null,
): LaneRef | null {
  const trackIndex = trackIndexOf(state, trackId);
  if (trackIndex < 0) return null;
  if (takeLaneId === undefined || takeLaneId === null) return { trackIndex, laneIndex: -1 };
  const laneIndex = indexOfId((state.tracks[trackIndex] as Track).takeLanes, takeLaneId);
  return laneIndex < 0 ? null : { trackIndex, laneIndex };
}

/** The lane a command targets, or its rejection naming the track or take lane not found. */
export function targetLane(
  state: StudioProjectState,
  trackId: string,
  takeLaneId?: string | null,
): LaneRef | CommandRejected {
  return (
    laneRef(state, trackId, takeLaneId) ??
    rejected(
      state,
      'not-found',
      takeLaneId == null ? REASONS.trackNotFound : REASONS.takeLaneNotFound,
    )
  );
}

export function withTrack(
  state: StudioProjectState,
  trackIndex: number,
  update: (track: Track) => Track,
): StudioProjectState {
  const tracks = state.tracks.slice();
  tracks[trackIndex] = update(state.tracks[trackIndex] as Track);
  return { ...state, tracks };
}

type LaneUpdate = (lane: { clips: StudioClip[]; clipCreationIntents: ClipCreationIntent[] }) => {
  clips?: StudioClip[];
  clipCreationIntents?: ClipCreationIntent[];
};

export function withLane(
  state: StudioProjectState,
  ref: LaneRef,
  update: LaneUpdate,
): StudioProjectState {
  const current = laneOf(state.tracks[ref.trackIndex] as Track, ref.laneIndex);
  const patch = update(current);
  const clips = patch.clips ?? current.clips;
  const clipCreationIntents = patch.clipCreationIntents ?? current.clipCreationIntents;
  if (clips === current.clips && clipCreationIntents === current.clipCreationIntents) return state;
  return withTrack(state, ref.trackIndex, (track) => {
    if (ref.laneIndex < 0) return { ...track, clips, clipCreationIntents };
    const takeLanes = track.takeLanes.slice();
    takeLanes[ref.laneIndex] = {
      ...(takeLanes[ref.laneIndex] as TakeLane),
      clips,
      clipCreationIntents,
    };
    return { ...track, takeLanes };
  });
}

export function withLaneClips(
  state: StudioProjectState,
  ref: LaneRef,
  update: (clips: StudioClip[]) => StudioClip[],
): StudioProjectState {
  return withLane(state, ref, (lane) => ({ clips: update(lane.clips) }));
}

/** Replaces one clip in place. */
export function withClip(
  state: StudioProjectState,
  at: ClipLocation,
  update: (clip: StudioClip) => StudioClip,
): StudioProjectState {
  return withLaneClips(state, at, (clips) => {
    const next = clips.slice();
    next[at.clipIndex] = update(at.clip);
    return next;
  });
}

/** Every lane of the project, main lanes first within each track. */
export function* lanes(state: StudioProjectState): Generator<LaneRef & { clips: StudioClip[] }> {
  for (let trackIndex = 0; trackIndex < state.tracks.length; trackIndex++) {
    const track = state.tracks[trackIndex] as Track;
    for (let laneIndex = -1; laneIndex < track.takeLanes.length; laneIndex++) {
      yield { trackIndex, laneIndex, clips: laneOf(track, laneIndex).clips };
    }
  }
}
