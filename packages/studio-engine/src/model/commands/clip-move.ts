// moveClip: a clip moves to a new start, on its lane or another one, over whatever lies there.
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { placeClip } from './lane';
import { laneRef, locateClip, withLaneClips } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface MoveClip {
  type: 'moveClip';
  clipId: string;
  startBeats: number;
  /** The destination track; the clip's own lane when absent. */
  trackId?: string;
  /** A take lane of the destination track; its main lane when absent. */
  takeLaneId?: string | null;
}

export function moveClip(
  state: StudioProjectState,
  cmd: MoveClip,
  ctx: CommandContext,
): CommandResult {
  const at = locateClip(state, cmd.clipId);
  if (at === null) return rejected(state, 'not-found', REASONS.clipNotFound);
  if (!Number.isFinite(cmd.startBeats)) return rejected(state, 'invalid', REASONS.invalidValue);
  const target =
    cmd.trackId === undefined
      ? { trackIndex: at.trackIndex, laneIndex: at.laneIndex }
      : laneRef(state, cmd.trackId, cmd.takeLaneId);
  if (target === null) {
    return rejected(
      state,
      'not-found',
      cmd.takeLaneId == null ? REASONS.trackNotFound : REASONS.takeLaneNotFound,
    );
  }
  const length = at.clip.endBeats - at.clip.startBeats;
  const moved = { ...at.clip, startBeats: cmd.startBeats, endBeats: cmd.startBeats + length };
  const lifted = withLaneClips(state, at, (clips) => clips.filter((_, i) => i !== at.clipIndex));
  return applied(withLaneClips(lifted, target, (clips) => placeClip(clips, moved, ctx.newId)));
}
