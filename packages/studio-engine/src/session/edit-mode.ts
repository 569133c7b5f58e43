// Edit mode's one-track form of the studio session (2-studio §3, §4, §9): the project that
// /edit/{clipId} opens (one track at height 160 holding the clip from 0, focused and selected),
// and the waveform selector's range in seconds read from and written to the session's selection
// in beats.
import {
  createProjectState,
  createStudioClip,
  createTrack,
  defaultSelection,
  defaultTiming,
} from '../model/defaults';
import { FALLBACK_BPS } from '../model/constants';
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

/**
 * The session's selection in seconds of the clip (the waveform selector quantises it to 0.2 s:
 * the SDK's editRange); null when it is empty.
 */
export function editSelectionSeconds(state: StudioProjectState): EditSecondsRange | null {
  const range = selectionRange(state.selection);
  const start = beatsToSeconds(state.timing, range.startBeats);
  const end = beatsToSeconds(state.timing, range.endBeats);
  return end > start ? { start, end } : null;
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
