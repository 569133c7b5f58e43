// splitClip: cuts clips in two at a beat; the left part keeps the fade-in, the right the fade-out.
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { clampFades, trimStart } from './lane';
import { locateClip, withLaneClips } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface SplitClip {
  type: 'splitClip';
  clipIds: string[];
  atBeats: number;
}

export function splitClip(
  state: StudioProjectState,
  cmd: SplitClip,
  ctx: CommandContext,
): CommandResult {
  let next = state;
  let found = 0;
  let split = 0;
  for (const clipId of cmd.clipIds) {
    const at = locateClip(next, clipId);
    if (at === null) continue;
    found++;
    const { clip } = at;
    if (!(cmd.atBeats > clip.startBeats && cmd.atBeats < clip.endBeats)) continue;
    split++;
    const left = clampFades({ ...clip, endBeats: cmd.atBeats, fadeOutBeats: 0 });
    const right = trimStart({ ...clip, id: ctx.newId(), fadeInBeats: 0 }, cmd.atBeats);
    next = withLaneClips(next, at, (clips) => [
      ...clips.slice(0, at.clipIndex),
      left,
      right,
      ...clips.slice(at.clipIndex + 1),
    ]);
  }
  if (found === 0) return rejected(state, 'not-found', REASONS.clipNotFound);
  if (split === 0) return rejected(state, 'invalid', REASONS.outsideClip);
  return applied(next);
}
