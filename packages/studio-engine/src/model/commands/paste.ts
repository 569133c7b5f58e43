// pasteClips: clips copied to the clipboard are placed on a track (or take lane) so the earliest
// starts at the paste position, keeping their spacing, each with a new id, over whatever lies
// there (the lane's overlay rules, as for a drop).
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState } from '../types';
import { placeAll, shiftedCopies } from './lane';
import { targetLane, withLaneClips } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface PasteClips {
  type: 'pasteClips';
  trackId: string;
  takeLaneId?: string | null;
  atBeats: number;
  clips: readonly StudioClip[];
}

export function pasteClips(
  state: StudioProjectState,
  cmd: PasteClips,
  ctx: CommandContext,
): CommandResult {
  const ref = targetLane(state, cmd.trackId, cmd.takeLaneId);
  if ('ok' in ref) return ref;
  if (cmd.clips.length === 0) return rejected(state, 'invalid', REASONS.nothingToPaste);
  if (!Number.isFinite(cmd.atBeats)) return rejected(state, 'invalid', REASONS.invalidValue);
  const offset = cmd.atBeats - Math.min(...cmd.clips.map((clip) => clip.startBeats));
  const copies = shiftedCopies(cmd.clips, offset, ctx.newId);
  return applied(withLaneClips(state, ref, (lane) => placeAll(lane, copies, ctx.newId)));
}
