// setClipLoop: turns a clip's loop on or off and sets its range in clip-content beats.
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { updateClip } from './clip-update';
import type { CommandResult } from './result';

export interface SetClipLoop {
  type: 'setClipLoop';
  clipId: string;
  enabled?: boolean;
  startBeats?: number;
  endBeats?: number;
}

export function setClipLoop(state: StudioProjectState, cmd: SetClipLoop): CommandResult {
  return updateClip(state, cmd.clipId, (clip) => {
    const loop = {
      enabled: cmd.enabled ?? clip.loop.enabled,
      startBeats: cmd.startBeats ?? clip.loop.startBeats,
      endBeats: cmd.endBeats ?? clip.loop.endBeats,
    };
    const valid =
      Number.isFinite(loop.startBeats) &&
      Number.isFinite(loop.endBeats) &&
      loop.startBeats >= 0 &&
      loop.endBeats > loop.startBeats;
    return valid ? { ...clip, loop } : REASONS.invalidValue;
  });
}
