// duplicateClips: copies clips right after themselves; clips of one lane are copied as a group,
// keeping their spacing, placed after the group's end over whatever lies there.
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState } from '../types';
import { placeAll, shiftedCopies } from './lane';
import { locateClip, withLaneClips, type LaneRef } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface DuplicateClips {
  type: 'duplicateClips';
  clipIds: string[];
}

export function duplicateClips(
  state: StudioProjectState,
  cmd: DuplicateClips,
  ctx: CommandContext,
): CommandResult {
  const groups = new Map<string, { ref: LaneRef; clips: StudioClip[] }>();
  for (const clipId of new Set(cmd.clipIds)) {
    const at = locateClip(state, clipId);
    if (at === null) continue;
    const key = `${at.trackIndex}:${at.laneIndex}`;
    const group = groups.get(key) ?? { ref: at, clips: [] };
    group.clips.push(at.clip);
    groups.set(key, group);
  }
  if (groups.size === 0) return rejected(state, 'not-found', REASONS.clipNotFound);
  let next = state;
  for (const { ref, clips } of groups.values()) {
    const start = Math.min(...clips.map((clip) => clip.startBeats));
    const end = Math.max(...clips.map((clip) => clip.endBeats));
    const offset = end - start;
    const copies = shiftedCopies(clips, offset, ctx.newId);
    next = withLaneClips(next, ref, (lane) => placeAll(lane, copies, ctx.newId));
  }
  return applied(next);
}
