// Fades: a clip's fade in and out, the song's fades, and the 0.0625-beat auto-fade that adjoining
// clips get at their shared edge (derived at playback, never written into the state).
import { AUTO_FADE_BEATS } from '../constants';
import { REASONS } from '../messages';
import type { StudioClip, StudioProjectState } from '../types';
import { updateClip } from './clip-update';
import { clampFades } from './lane';
import { applied, rejected, type CommandResult } from './result';

export interface SetClipFades {
  type: 'setClipFades';
  clipId: string;
  fadeInBeats?: number;
  fadeOutBeats?: number;
}

export interface SetSongFades {
  type: 'setSongFades';
  fadeInBeats?: number;
  fadeOutBeats?: number;
}

const validFade = (value: number | undefined): boolean =>
  value === undefined || (Number.isFinite(value) && value >= 0);

export function setClipFades(state: StudioProjectState, cmd: SetClipFades): CommandResult {
  if (!validFade(cmd.fadeInBeats) || !validFade(cmd.fadeOutBeats)) {
    return rejected(state, 'invalid', REASONS.invalidValue);
  }
  return updateClip(state, cmd.clipId, (clip) => {
    const length = clip.endBeats - clip.startBeats;
    const fadeInBeats = Math.min(cmd.fadeInBeats ?? clip.fadeInBeats, length);
    const fadeOutBeats = Math.min(cmd.fadeOutBeats ?? clip.fadeOutBeats, length - fadeInBeats);
    return { ...clip, fadeInBeats, fadeOutBeats };
  });
}

export function setSongFades(state: StudioProjectState, cmd: SetSongFades): CommandResult {
  if (!validFade(cmd.fadeInBeats) || !validFade(cmd.fadeOutBeats)) {
    return rejected(state, 'invalid', REASONS.invalidValue);
  }
  return applied({
    ...state,
    songFadeInBeats: cmd.fadeInBeats ?? state.songFadeInBeats,
    songFadeOutBeats: cmd.fadeOutBeats ?? state.songFadeOutBeats,
  });
}

export interface EffectiveFades {
  fadeInBeats: number;
  fadeOutBeats: number;
}

/**
 * The fades a lane's clips play with: where one clip ends exactly where the next starts, both
 * get at least the auto-fade at that edge (within the clip's length).
 */
export function effectiveFades(clips: readonly StudioClip[]): Map<string, EffectiveFades> {
  const result = new Map<string, EffectiveFades>();
  for (let i = 0; i < clips.length; i++) {
    const clip = clips[i] as StudioClip;
    const before = clips[i - 1];
    const after = clips[i + 1];
    const joinsBefore = before !== undefined && before.endBeats === clip.startBeats;
    const joinsAfter = after !== undefined && after.startBeats === clip.endBeats;
    const faded = clampFades({
      ...clip,
      fadeInBeats: joinsBefore ? Math.max(clip.fadeInBeats, AUTO_FADE_BEATS) : clip.fadeInBeats,
      fadeOutBeats: joinsAfter ? Math.max(clip.fadeOutBeats, AUTO_FADE_BEATS) : clip.fadeOutBeats,
    });
    result.set(clip.id, { fadeInBeats: faded.fadeInBeats, fadeOutBeats: faded.fadeOutBeats });
  }
  return result;
}
