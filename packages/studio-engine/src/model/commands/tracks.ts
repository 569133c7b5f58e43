// Track list commands: add, remove, move, reorder and duplicate. One-track mode keeps the list as it is.
import { createTrack } from '../defaults';
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState, Track } from '../types';
import { shiftedCopies } from './lane';
import { trackIndexOf } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface AddTrack {
  type: 'addTrack';
  /** Where to insert; the end by default. */
  index?: number;
  name?: string;
  color?: string | null;
}
export interface RemoveTrack {
  type: 'removeTrack';
  trackId: string;
}
export interface MoveTrack {
  type: 'moveTrack';
  trackId: string;
  /** Positions to move by: -1 up, 1 down (Ctrl+arrows). */
  by: number;
}
export interface ReorderTrack {
  type: 'reorderTrack';
  trackId: string;
  toIndex: number;
}

const clampIndex = (index: number, length: number): number =>
  Math.min(Math.max(0, Math.trunc(Number.isFinite(index) ? index : length)), length);

/** Drops a removed track from the selection so it never names a missing track. */
function withoutTrackInSelection(state: StudioProjectState, trackId: string): StudioProjectState {
  const { selection } = state;
  if (!selection.trackIds.includes(trackId) && selection.focusedTrackId !== trackId) return state;
  return {
    ...state,
    selection: {
      ...selection,
      trackIds: selection.trackIds.filter((id) => id !== trackId),
      focusedTrackId: selection.focusedTrackId === trackId ? null : selection.focusedTrackId,
    },
  };
}

export function addTrack(
  state: StudioProjectState,
  cmd: AddTrack,
  ctx: CommandContext,
): CommandResult {
  if (ctx.oneTrackMode === true) return rejected(state, 'restricted', REASONS.oneTrackMode);
  const over: Partial<Track> = {};
  if (cmd.name !== undefined && cmd.name.trim() !== '') over.name = cmd.name.trim();
  if (cmd.color !== undefined) over.color = cmd.color;
  const track = createTrack(ctx.newId(), 'studio', over);
  const tracks = state.tracks.slice();
  tracks.splice(clampIndex(cmd.index ?? tracks.length, tracks.length), 0, track);
  return applied({ ...state, tracks });
}

export function removeTrack(
  state: StudioProjectState,
  cmd: RemoveTrack,
  ctx: CommandContext,
): CommandResult {
  const index = trackIndexOf(state, cmd.trackId);
  if (index < 0) return rejected(state, 'not-found', REASONS.trackNotFound);
  if (ctx.oneTrackMode === true && state.tracks.length <= 1) {
    return rejected(state, 'restricted', REASONS.lastTrack);
  }
  const tracks = state.tracks.filter((_, i) => i !== index);
  return applied(withoutTrackInSelection({ ...state, tracks }, cmd.trackId));
}

function moveTo(state: StudioProjectState, from: number, to: number): StudioProjectState {
  if (from === to) return state;
  const tracks = state.tracks.slice();
  const [track] = tracks.splice(from, 1);
  tracks.splice(to, 0, track as Track);
  return { ...state, tracks };
}

export function reorderTrack(
  state: StudioProjectState,
  cmd: ReorderTrack,
  ctx: CommandContext,
): CommandResult {
  if (ctx.oneTrackMode === true) return rejected(state, 'restricted', REASONS.oneTrackMode);
  const from = trackIndexOf(state, cmd.trackId);
  if (from < 0) return rejected(state, 'not-found', REASONS.trackNotFound);
  return applied(moveTo(state, from, clampIndex(cmd.toIndex, state.tracks.length - 1)));
}

export function moveTrack(
  state: StudioProjectState,
  cmd: MoveTrack,
  ctx: CommandContext,
): CommandResult {
  const toIndex = trackIndexOf(state, cmd.trackId) + Math.trunc(cmd.by);
  return reorderTrack(state, { type: 'reorderTrack', trackId: cmd.trackId, toIndex }, ctx);
}

export interface DuplicateTrack {
  type: 'duplicateTrack';
  trackId: string;
}

/**
 * A copy of a track right below it: its settings, clips and take lanes under new ids (pending
 * clip creation intents stay with the original: their generations answer to it).
 */
export function duplicateTrack(
  state: StudioProjectState,
  cmd: DuplicateTrack,
  ctx: CommandContext,
): CommandResult {
  if (ctx.oneTrackMode === true) return rejected(state, 'restricted', REASONS.oneTrackMode);
  const index = trackIndexOf(state, cmd.trackId);
  if (index < 0) return rejected(state, 'not-found', REASONS.trackNotFound);
  const track = state.tracks[index] as Track;
  const copyClips = (clips: readonly StudioClip[]) => shiftedCopies(clips, 0, ctx.newId);
  const laneIds = new Map(track.takeLanes.map((lane) => [lane.id, ctx.newId()]));
  const copy: Track = {
    ...track,
    id: ctx.newId(),
    arm: false,
    clips: copyClips(track.clips),
    takeLanes: track.takeLanes.map((lane) => ({
      ...lane,
      id: laneIds.get(lane.id) as string,
      clips: copyClips(lane.clips),
      clipCreationIntents: [],
    })),
    soloTakeLaneId:
      track.soloTakeLaneId === null ? null : (laneIds.get(track.soloTakeLaneId) ?? null),
    clipCreationIntents: [],
  };
  const tracks = state.tracks.slice();
  tracks.splice(index + 1, 0, copy);
  return applied({ ...state, tracks });
}
