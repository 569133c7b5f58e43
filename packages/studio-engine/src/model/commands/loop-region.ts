// setLoopRegion: the project's playback loop. A new start without an end keeps the default
// 8-beat length when the old end would fall before it.
import { DEFAULT_LOOP_LENGTH_BEATS } from '../constants';
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { applied, rejected, type CommandResult } from './result';

export interface SetLoopRegion {
  type: 'setLoopRegion';
  enabled?: boolean;
  startBeats?: number;
  endBeats?: number;
}

export function setLoopRegion(state: StudioProjectState, cmd: SetLoopRegion): CommandResult {
  const startBeats = cmd.startBeats ?? state.loop.startBeats;
  let endBeats = cmd.endBeats ?? state.loop.endBeats;
  if (cmd.endBeats === undefined && endBeats <= startBeats)
    endBeats = startBeats + DEFAULT_LOOP_LENGTH_BEATS;
  if (
    !Number.isFinite(startBeats) ||
    !Number.isFinite(endBeats) ||
    startBeats < 0 ||
    !(endBeats > startBeats)
  ) {
    return rejected(state, 'invalid', REASONS.invalidValue);
  }
  return applied({
    ...state,
    loop: { enabled: cmd.enabled ?? state.loop.enabled, startBeats, endBeats },
  });
}
