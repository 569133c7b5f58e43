// The clip settings panel (§2) and the clip's context menu: name, colour, mute, Tempo (On Beat or Original), Transpose (typed values
// clamped to −24..24, a leading plus accepted, non-numeric input ignored; buttons step by 1),
// Speed (halve or double, clamped to 1/128..128) and Clip Volume (shown in dB).
import {
  SPEED_MAX,
  SPEED_MIN,
  TRACK_COLOR_SWATCHES,
  TRANSPOSITION_MAX,
  TRANSPOSITION_MIN,
  TRANSPOSITION_STEP,
} from '../constants';
import { REASONS } from '../messages';
import type { StudioProjectState } from '../types';
import { updateClip, updateClips } from './clip-update';
import { rejected, type CommandResult } from './result';

export interface SetClipColor {
  type: 'setClipColor';
  clipIds: string[];
  color: string | null;
}
export interface RenameClip {
  type: 'renameClip';
  clipId: string;
  name: string;
}
export interface SetClipMute {
  type: 'setClipMute';
  clipIds: string[];
  /** Toggles each clip when absent. */
  value?: boolean;
}
export interface SetClipTempo {
  type: 'setClipTempo';
  clipId: string;
  tempo: 'on-beat' | 'original';
}
export interface SetClipTransposition {
  type: 'setClipTransposition';
  clipId: string;
  /** A number, or what the user typed. */
  value: number | string;
}
export interface StepClipTransposition {
  type: 'stepClipTransposition';
  clipId: string;
  direction: 1 | -1;
}
export interface SetClipSpeed {
  type: 'setClipSpeed';
  clipId: string;
  speed: number;
}
export interface ScaleClipSpeed {
  type: 'scaleClipSpeed';
  clipId: string;
  /** The speed buttons: halve or double. */
  factor: 0.5 | 2;
}
export interface SetClipAmplitude {
  type: 'setClipAmplitude';
  clipId: string;
  /** A multiplier; or give `db`. */
  amplitude?: number;
  db?: number;
}

export const clampTransposition = (semitones: number): number =>
  Math.min(TRANSPOSITION_MAX, Math.max(TRANSPOSITION_MIN, semitones));

export const clampSpeed = (speed: number): number =>
  Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed));

/** A typed transposition: clamped, a leading plus accepted; null for non-numeric input. */
export function parseTransposition(input: number | string): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? clampTransposition(input) : null;
  const text = input.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return clampTransposition(Number(text));
}

/** A gain multiplier in decibels (−Infinity for silence). */
export const amplitudeToDb = (amplitude: number): number => 20 * Math.log10(amplitude);
/** Decibels to a gain multiplier. */
export const dbToAmplitude = (db: number): number => 10 ** (db / 20);

export function setClipColor(state: StudioProjectState, cmd: SetClipColor): CommandResult {
  if (cmd.color !== null && !(TRACK_COLOR_SWATCHES as readonly string[]).includes(cmd.color)) {
    return rejected(state, 'invalid', REASONS.notASwatch);
  }
  return updateClips(state, cmd.clipIds, (clip) => ({ ...clip, color: cmd.color }));
}

/** A clip's name, trimmed; a blank name is refused. */
export const renameClip = (state: StudioProjectState, cmd: RenameClip): CommandResult =>
  updateClip(state, cmd.clipId, (clip) => {
    const name = cmd.name.trim();
    return name === '' ? REASONS.emptyName : { ...clip, name };
  });

export const setClipMute = (state: StudioProjectState, cmd: SetClipMute): CommandResult =>
  updateClips(state, cmd.clipIds, (clip) => ({ ...clip, mute: cmd.value ?? !clip.mute }));

/** On Beat warps the clip to the grid; without markers yet it waits for the analysis. */
export const setClipTempo = (state: StudioProjectState, cmd: SetClipTempo): CommandResult =>
  updateClip(state, cmd.clipId, (clip) => {
    const enabled = cmd.tempo === 'on-beat';
    const awaitingAnalysis = enabled && clip.warp.markers.length === 0;
    return { ...clip, warp: { ...clip.warp, enabled, awaitingAnalysis } };
  });

export function setClipTransposition(
  state: StudioProjectState,
  cmd: SetClipTransposition,
): CommandResult {
  const semitones = parseTransposition(cmd.value);
  if (semitones === null) return rejected(state, 'ignored', REASONS.notANumber);
  return updateClip(state, cmd.clipId, (clip) => ({ ...clip, transposition: semitones }));
}

export const stepClipTransposition = (
  state: StudioProjectState,
  cmd: StepClipTransposition,
): CommandResult =>
  updateClip(state, cmd.clipId, (clip) => ({
    ...clip,
    transposition: clampTransposition(clip.transposition + cmd.direction * TRANSPOSITION_STEP),
  }));

export function setClipSpeed(state: StudioProjectState, cmd: SetClipSpeed): CommandResult {
  if (!Number.isFinite(cmd.speed) || cmd.speed <= 0)
    return rejected(state, 'invalid', REASONS.invalidValue);
  return updateClip(state, cmd.clipId, (clip) => ({
    ...clip,
    warp: { ...clip.warp, speed: clampSpeed(cmd.speed) },
  }));
}

export const scaleClipSpeed = (state: StudioProjectState, cmd: ScaleClipSpeed): CommandResult =>
  updateClip(state, cmd.clipId, (clip) => ({
    ...clip,
    warp: { ...clip.warp, speed: clampSpeed(clip.warp.speed * cmd.factor) },
  }));

export function setClipAmplitude(state: StudioProjectState, cmd: SetClipAmplitude): CommandResult {
  const amplitude = cmd.amplitude ?? (cmd.db === undefined ? Number.NaN : dbToAmplitude(cmd.db));
  if (!Number.isFinite(amplitude) || amplitude < 0)
    return rejected(state, 'invalid', REASONS.invalidValue);
  return updateClip(state, cmd.clipId, (clip) => ({ ...clip, amplitude }));
}
