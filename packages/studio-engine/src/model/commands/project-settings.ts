// Project-wide settings: selection, metronome, master volume, tempo (refused while locked),
// title and caption, and lyrics corrections.
import { REASONS } from '../messages';
import type { BpsPoint, Selection, StudioProjectState } from '../types';
import { trackIndexOf } from './lookup';
import { applied, rejected, type CommandResult } from './result';

export interface SetSelection {
  type: 'setSelection';
  selection: Partial<Selection>;
}
export interface SetMetronome {
  type: 'setMetronome';
  enabled?: boolean;
  amplitude?: number;
}
export interface SetMasterAmplitude {
  type: 'setMasterAmplitude';
  amplitude: number;
}
export interface SetTempo {
  type: 'setTempo';
  bps?: number;
  bpsAutomation?: BpsPoint[];
  firstBeatSeconds?: number;
}
export interface SetTempoLock {
  type: 'setTempoLock';
  locked: boolean;
}
export interface SetProjectInfo {
  type: 'setProjectInfo';
  title?: string;
  caption?: string;
  styleSummary?: string;
}
export interface SetLyricsCorrection {
  type: 'setLyricsCorrection';
  clipId: string;
  /** null removes the correction. */
  lyrics: string | null;
}

const finite = (value: number | undefined): boolean =>
  value === undefined || Number.isFinite(value);

export function setSelection(state: StudioProjectState, cmd: SetSelection): CommandResult {
  const next = { ...state.selection, ...cmd.selection };
  if (!finite(next.anchorBeats) || !finite(next.focusBeats))
    return rejected(state, 'invalid', REASONS.invalidValue);
  next.trackIds = [...new Set(next.trackIds)].filter((id) => trackIndexOf(state, id) >= 0);
  if (next.focusedTrackId !== null && trackIndexOf(state, next.focusedTrackId) < 0) {
    return rejected(state, 'not-found', REASONS.trackNotFound);
  }
  return applied({ ...state, selection: next });
}

export function setMetronome(state: StudioProjectState, cmd: SetMetronome): CommandResult {
  const amplitude = cmd.amplitude ?? state.metronome.amplitude;
  if (!Number.isFinite(amplitude) || amplitude < 0)
    return rejected(state, 'invalid', REASONS.invalidValue);
  return applied({
    ...state,
    metronome: { enabled: cmd.enabled ?? !state.metronome.enabled, amplitude },
  });
}

export function setMasterAmplitude(
  state: StudioProjectState,
  cmd: SetMasterAmplitude,
): CommandResult {
  if (!Number.isFinite(cmd.amplitude) || cmd.amplitude < 0)
    return rejected(state, 'invalid', REASONS.invalidValue);
  return applied({ ...state, amplitude: cmd.amplitude });
}

export function setTempo(state: StudioProjectState, cmd: SetTempo): CommandResult {
  if (state.timing.locked) return rejected(state, 'restricted', REASONS.tempoLocked);
  const positive = (v: number | undefined) => v === undefined || (Number.isFinite(v) && v > 0);
  const points = cmd.bpsAutomation;
  if (
    !positive(cmd.bps) ||
    !finite(cmd.firstBeatSeconds) ||
    (points !== undefined && points.some((p) => !Number.isFinite(p.beats) || !positive(p.value)))
  ) {
    return rejected(state, 'invalid', REASONS.invalidValue);
  }
  const bpsAutomation =
    points === undefined
      ? state.timing.bpsAutomation
      : [...points].sort((a, b) => a.beats - b.beats);
  const firstBeatSeconds = cmd.firstBeatSeconds ?? state.timing.firstBeatSeconds;
  const timing =
    state.timing.type === 'manual'
      ? { ...state.timing, bps: cmd.bps ?? state.timing.bps, bpsAutomation, firstBeatSeconds }
      : { ...state.timing, bps: cmd.bps ?? state.timing.bps, bpsAutomation, firstBeatSeconds };
  return applied({ ...state, timing });
}

export const setTempoLock = (state: StudioProjectState, cmd: SetTempoLock): CommandResult =>
  applied({ ...state, timing: { ...state.timing, locked: cmd.locked } });

export const setProjectInfo = (state: StudioProjectState, cmd: SetProjectInfo): CommandResult =>
  applied({
    ...state,
    title: cmd.title ?? state.title,
    caption: cmd.caption ?? state.caption,
    styleSummary: cmd.styleSummary ?? state.styleSummary,
  });

export function setLyricsCorrection(
  state: StudioProjectState,
  cmd: SetLyricsCorrection,
): CommandResult {
  const corrections = { ...state.lyricsCorrectionsByClipId };
  delete corrections[cmd.clipId];
  if (cmd.lyrics !== null) {
    Object.defineProperty(corrections, cmd.clipId, {
      value: cmd.lyrics,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return applied({ ...state, lyricsCorrectionsByClipId: corrections });
}
