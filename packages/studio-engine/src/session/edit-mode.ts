// Edit mode's one-track form of the studio session (2-studio §3, §4, §9): the project that
// /edit/{clipId} opens (one track at height 160 holding the clip from 0, focused and selected),
// and the waveform selector's range in seconds, quantised to 0.2 s, read from and written to the
// session's selection in beats.
import {
  createProjectState,
  createStudioClip,
  createTrack,
  defaultSelection,
  defaultTiming,
} from '../model/defaults';
import { EDIT_SELECTION_STEP_S, FALLBACK_BPS } from '../model/constants';
import { randomId, type IdFactory } from '../model/ids';
import { selectionRange } from '../model/selection';
import { beatsToSeconds, secondsToBeats } from '../model/timing';
import type { Selection, StudioProjectState } from '../model/types';

/** The clip edit mode opens, as the session needs it. */
export interface EditModeClip {
  readonly id: string;
  readonly title: string;
  readonly durationS: number;
  /** The clip's average tempo (metadata.avg_bpm), when known. */
  readonly avgBpm?: number | null;
  readonly tags?: string | null;
}

/** A range of the clip in seconds. */
export interface EditSecondsRange {
  readonly start: number;
  readonly end: number;
}

/** The project of edit mode: one track (height 160) with the clip from 0 to its end. */
export function editModeProject(
  clip: EditModeClip,
  newId: IdFactory = randomId,
): StudioProjectState {
  const bps = clip.avgBpm != null && clip.avgBpm > 0 ? clip.avgBpm / 60 : FALLBACK_BPS;
  const timing = { ...defaultTiming(), bps };
  const studioClip = createStudioClip({
    id: newId(),
    clipId: clip.id,
    name: clip.title,
    startBeats: 0,
    endBeats: secondsToBeats(timing, Math.max(0, clip.durationS)),
  });
  const track = createTrack(newId(), 'edit', { name: clip.title, clips: [studioClip] });
  return createProjectState(newId, 'edit', {
    title: clip.title,
    styleSummary: clip.tags ?? '',
    editClipId: clip.id,
    timing,
    tracks: [track],
    selection: {
      ...defaultSelection(),
      trackIds: [track.id],
      focusedTrackId: track.id,
      focusedArea: 'timeline',
    },
  });
}

/** Seconds in the selector's 0.2 s steps, kept within 0..duration. */
export function quantizeEditSeconds(seconds: number, durationS: number): number {
  const stepped = Math.round(seconds / EDIT_SELECTION_STEP_S) * EDIT_SELECTION_STEP_S;
  return Math.min(Math.max(0, durationS), Math.max(0, Number(stepped.toFixed(1))));
}

/**
 * The session's selection as the waveform selector's range: seconds in 0.2 s steps within the
 * clip; null when it is shorter than one step.
 */
export function editSelectionSeconds(
  state: StudioProjectState,
  durationS: number,
): EditSecondsRange | null {
  const range = selectionRange(state.selection);
  const start = quantizeEditSeconds(beatsToSeconds(state.timing, range.startBeats), durationS);
  const end = quantizeEditSeconds(beatsToSeconds(state.timing, range.endBeats), durationS);
  return end - start >= EDIT_SELECTION_STEP_S - 1e-9 ? { start, end } : null;
}

/** The session selection of a range in seconds (none: an empty range at its anchor) on the track. */
export function editSelectionBeats(
  state: StudioProjectState,
  range: EditSecondsRange | null,
): Partial<Selection> {
  const trackId = state.tracks[0]?.id ?? null;
  const at = (seconds: number) => secondsToBeats(state.timing, seconds);
  const anchor = range === null ? selectionRange(state.selection).startBeats : at(range.start);
  return {
    anchorBeats: anchor,
    focusBeats: range === null ? anchor : at(range.end),
    trackIds: trackId === null ? [] : [trackId],
    focusedTrackId: trackId,
    focusedArea: 'timeline',
  };
}
