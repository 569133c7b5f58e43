// deleteClips removes clips by id; deleteRange removes the content of a time range from tracks.
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { carveRange } from './lane';
import { locateClip, trackIndexOf, withLaneClips } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface DeleteClips {
  type: 'deleteClips';
  clipIds: string[];
}

export interface DeleteRange {
  type: 'deleteRange';
  trackIds: string[];
  startBeats: number;
  endBeats: number;
}

export function deleteClips(state: StudioProjectState, cmd: DeleteClips): CommandResult {
  let next = state;
  let found = 0;
  for (const clipId of new Set(cmd.clipIds)) {
    const at = locateClip(next, clipId);
    if (at === null) continue;
    found++;
    next = withLaneClips(next, at, (clips) => clips.filter((_, i) => i !== at.clipIndex));
  }
  return found === 0 ? rejected(state, 'not-found', REASONS.clipNotFound) : applied(next);
}

export function deleteRange(
  state: StudioProjectState,
  cmd: DeleteRange,
  ctx: CommandContext,
): CommandResult {
  const start = Math.min(cmd.startBeats, cmd.endBeats);
  const end = Math.max(cmd.startBeats, cmd.endBeats);
  if (!(end > start)) return rejected(state, 'invalid', REASONS.emptyRange);
  let next = state;
  let found = 0;
  for (const trackId of new Set(cmd.trackIds)) {
    const trackIndex = trackIndexOf(next, trackId);
    if (trackIndex < 0) continue;
    found++;
    next = withLaneClips(next, { trackIndex, laneIndex: -1 }, (clips) =>
      carveRange(clips, start, end, ctx.newId),
    );
  }
  return found === 0 ? rejected(state, 'not-found', REASONS.trackNotFound) : applied(next);
}
