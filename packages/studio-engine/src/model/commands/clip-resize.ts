// resizeClip: drags one edge. The start edge moves the read position with it (the audio stays
// put) and cannot read before the content unless the clip loops; neither edge passes a neighbour.
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState, Track } from '../types';
import { trimEnd, trimStart } from './lane';
import { laneOf, locateClip, withClip } from './lookup';
import { applied, rejected, type CommandResult } from './result';

export interface ResizeClip {
  type: 'resizeClip';
  clipId: string;
  edge: 'start' | 'end';
  beats: number;
}

export function resizeClip(state: StudioProjectState, cmd: ResizeClip): CommandResult {
  const at = locateClip(state, cmd.clipId);
  if (at === null) return rejected(state, 'not-found', REASONS.clipNotFound);
  if (!Number.isFinite(cmd.beats)) return rejected(state, 'invalid', REASONS.invalidValue);
  const { clip } = at;
  const clips = laneOf(state.tracks[at.trackIndex] as Track, at.laneIndex).clips;
  const previous: StudioClip | undefined = clips[at.clipIndex - 1];
  const next: StudioClip | undefined = clips[at.clipIndex + 1];
  if (cmd.edge === 'start') {
    if (!(cmd.beats < clip.endBeats)) return rejected(state, 'invalid', REASONS.emptyRange);
    const contentStart = clip.loop.enabled ? -Infinity : clip.startBeats - clip.readStartBeats;
    const start = Math.max(cmd.beats, previous?.endBeats ?? -Infinity, contentStart);
    if (!(start < clip.endBeats)) return rejected(state, 'invalid', REASONS.emptyRange);
    return applied(withClip(state, at, () => trimStart(clip, start)));
  }
  if (!(cmd.beats > clip.startBeats)) return rejected(state, 'invalid', REASONS.emptyRange);
  const end = Math.min(cmd.beats, next?.startBeats ?? Infinity);
  if (!(end > clip.startBeats)) return rejected(state, 'invalid', REASONS.emptyRange);
  return applied(withClip(state, at, () => trimEnd(clip, end)));
}
