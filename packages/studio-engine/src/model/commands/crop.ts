// cropClip: keeps only the part of a clip inside a range.
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { trimEnd, trimStart } from './lane';
import { locateClip, withClip } from './lookup';
import { applied, rejected, type CommandResult } from './result';

export interface CropClip {
  type: 'cropClip';
  clipId: string;
  startBeats: number;
  endBeats: number;
}

export function cropClip(state: StudioProjectState, cmd: CropClip): CommandResult {
  const at = locateClip(state, cmd.clipId);
  if (at === null) return rejected(state, 'not-found', REASONS.clipNotFound);
  const start = Math.max(at.clip.startBeats, cmd.startBeats);
  const end = Math.min(at.clip.endBeats, cmd.endBeats);
  if (!(end > start)) return rejected(state, 'invalid', REASONS.emptyRange);
  return applied(withClip(state, at, (clip) => trimEnd(trimStart(clip, start), end)));
}
