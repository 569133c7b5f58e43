// dropAudio: an audio file (an upload or a library clip) dropped onto a track is placed at the
// drop position, as long as its content (480 s when not yet known).
import { DEFAULT_CLIP_SECONDS } from '../constants';
import { createStudioClip } from '../defaults';
import { REASONS } from '../messages';
import { beatsToSeconds, secondsToBeats } from '../timing';
import type { StudioProjectState } from '../types';
import { placeClip } from './lane';
import { targetLane, withLaneClips } from './lookup';
import { applied, rejected, type CommandContext, type CommandResult } from './result';

export interface DropAudio {
  type: 'dropAudio';
  trackId: string;
  takeLaneId?: string | null;
  atBeats: number;
  clipId?: string | null;
  uploadId?: string | null;
  name: string;
  contentSeconds?: number | null;
}

export function dropAudio(
  state: StudioProjectState,
  cmd: DropAudio,
  ctx: CommandContext,
): CommandResult {
  const ref = targetLane(state, cmd.trackId, cmd.takeLaneId);
  if ('ok' in ref) return ref;
  const clipId = cmd.clipId ?? null;
  const uploadId = cmd.uploadId ?? null;
  if (clipId === null && uploadId === null)
    return rejected(state, 'invalid', REASONS.nothingToPaste);
  if (!Number.isFinite(cmd.atBeats)) return rejected(state, 'invalid', REASONS.invalidValue);
  const content =
    cmd.contentSeconds != null && cmd.contentSeconds > 0
      ? cmd.contentSeconds
      : DEFAULT_CLIP_SECONDS;
  const endBeats = secondsToBeats(
    state.timing,
    beatsToSeconds(state.timing, cmd.atBeats) + content,
  );
  const clip = createStudioClip({
    id: ctx.newId(),
    clipId,
    uploadId,
    name: cmd.name,
    startBeats: cmd.atBeats,
    endBeats,
  });
  return applied(withLaneClips(state, ref, (clips) => placeClip(clips, clip, ctx.newId)));
}
