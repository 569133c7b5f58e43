// Track header commands: name, icon, colour (one of the 40 swatches), mute, solo, arm, amplitude,
// balance, height and take-lane expansion.
import {
  TRACK_BALANCE_MAX,
  TRACK_BALANCE_MIN,
  TRACK_COLOR_SWATCHES,
  TRACK_HEIGHT_MAX,
  TRACK_HEIGHT_MIN,
  TRACK_ICONS,
} from '../constants';
import { REASONS } from '../messages';
import type { StudioProjectState, Track } from '../types';
import { trackIndexOf, withTrack } from './lookup';
import { applied, rejected, type CommandResult } from './result';

export interface RenameTrack {
  type: 'renameTrack';
  trackId: string;
  name: string;
}
export interface SetTrackIcon {
  type: 'setTrackIcon';
  trackId: string;
  icon: string | null;
}
export interface SetTrackColor {
  type: 'setTrackColor';
  trackId: string;
  color: string;
}
/** Sets a switch of the track header; without `value` it toggles. */
export interface SetTrackSwitch {
  type: 'setTrackSwitch';
  trackId: string;
  name: 'mute' | 'solo' | 'arm' | 'takeLanesExpanded';
  value?: boolean;
}
export interface SetTrackHeight {
  type: 'setTrackHeight';
  trackId: string;
  height: number;
}
export interface SetTrackMix {
  type: 'setTrackMix';
  trackId: string;
  amplitude?: number;
  /** -1 (left) to 1 (right). */
  balance?: number;
}

function updateTrack(
  state: StudioProjectState,
  trackId: string,
  update: (track: Track) => Track | string,
): CommandResult {
  const index = trackIndexOf(state, trackId);
  if (index < 0) return rejected(state, 'not-found', REASONS.trackNotFound);
  const next = update(state.tracks[index] as Track);
  if (typeof next === 'string') return rejected(state, 'invalid', next);
  return applied(withTrack(state, index, () => next));
}

export const renameTrack = (state: StudioProjectState, cmd: RenameTrack): CommandResult =>
  updateTrack(state, cmd.trackId, (track) => {
    const name = cmd.name.trim();
    return name === '' ? REASONS.emptyName : { ...track, name };
  });

export const setTrackIcon = (state: StudioProjectState, cmd: SetTrackIcon): CommandResult =>
  updateTrack(state, cmd.trackId, (track) =>
    cmd.icon !== null && !(TRACK_ICONS as readonly string[]).includes(cmd.icon)
      ? REASONS.notAnIcon
      : { ...track, icon: cmd.icon },
  );

export const setTrackColor = (state: StudioProjectState, cmd: SetTrackColor): CommandResult =>
  updateTrack(state, cmd.trackId, (track) =>
    (TRACK_COLOR_SWATCHES as readonly string[]).includes(cmd.color)
      ? { ...track, color: cmd.color }
      : REASONS.notASwatch,
  );

export const setTrackSwitch = (state: StudioProjectState, cmd: SetTrackSwitch): CommandResult =>
  updateTrack(state, cmd.trackId, (track) => ({
    ...track,
    [cmd.name]: cmd.value ?? !track[cmd.name],
  }));

export const setTrackHeight = (state: StudioProjectState, cmd: SetTrackHeight): CommandResult =>
  updateTrack(state, cmd.trackId, (track) =>
    Number.isFinite(cmd.height)
      ? { ...track, height: Math.min(TRACK_HEIGHT_MAX, Math.max(TRACK_HEIGHT_MIN, cmd.height)) }
      : REASONS.invalidValue,
  );

export const setTrackMix = (state: StudioProjectState, cmd: SetTrackMix): CommandResult =>
  updateTrack(state, cmd.trackId, (track) => {
    const amplitude = cmd.amplitude ?? track.amplitude;
    const balance = cmd.balance ?? track.balance;
    if (!Number.isFinite(amplitude) || !Number.isFinite(balance)) return REASONS.invalidValue;
    return {
      ...track,
      amplitude: Math.max(0, amplitude),
      balance: Math.min(TRACK_BALANCE_MAX, Math.max(TRACK_BALANCE_MIN, balance)),
    };
  });
