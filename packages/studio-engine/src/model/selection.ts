// The generate mode derived from the selection (§4) and the generate-blocked messages (§5).
import {
  CLASSIC_MAX_SECONDS,
  CLASSIC_MIN_SECONDS,
  CREATE_MAX_SECONDS,
  CREATE_MIN_SECONDS,
  DEFAULT_END_SELECTION_MODE,
  DEFAULT_REPLACE_MODE,
  EMPTY_SELECTION_MAX_SECONDS,
  FIXED_MAX_SECONDS,
  SMART_MAX_SECONDS,
} from './constants';
import {
  classicTooLong,
  classicTooShort,
  createTooShort,
  MESSAGES,
  selectionTooLong,
} from './messages';
import { durationSeconds } from './timing';
import type {
  ClipStatus,
  EndSelectionMode,
  GenerateMode,
  ProjectMode,
  ReplaceMode,
  Selection,
  StudioClip,
  StudioProjectState,
  Track,
} from './types';

export interface GenerateModeOptions {
  mode: ProjectMode;
  /** The end-selection mode preference (replace by default). */
  endSelectionMode?: EndSelectionMode;
  /** The track to generate on; the focused, first selected, or (in edit mode) only track by default. */
  trackId?: string;
}

export interface SelectionRange {
  startBeats: number;
  endBeats: number;
}

export const selectionRange = (selection: Selection): SelectionRange => ({
  startBeats: Math.min(selection.anchorBeats, selection.focusBeats),
  endBeats: Math.max(selection.anchorBeats, selection.focusBeats),
});

export function selectionTrack(
  selection: Selection,
  state: StudioProjectState,
  opts: GenerateModeOptions,
): Track | null {
  const id = opts.trackId ?? selection.focusedTrackId ?? selection.trackIds[0];
  const track = id === undefined ? undefined : state.tracks.find((t) => t.id === id);
  if (track !== undefined) return track;
  return id === undefined && opts.mode === 'edit' ? (state.tracks[0] ?? null) : null;
}

/** How the selection sits among a track's clips. */
export interface SelectionNeighbours {
  range: SelectionRange;
  overlapping: StudioClip[];
  before: StudioClip | null;
  after: StudioClip | null;
  /** The selection covers the end of the track's content: it overlaps clips and none follows. */
  isEndSelection: boolean;
}

export function selectionNeighbours(
  range: SelectionRange,
  clips: readonly StudioClip[],
): SelectionNeighbours {
  const { startBeats: start, endBeats: end } = range;
  const overlapping =
    end > start
      ? clips.filter((c) => c.startBeats < end && c.endBeats > start)
      : clips.filter((c) => c.startBeats <= start && start < c.endBeats);
  const before = clips.filter((c) => c.endBeats <= start).at(-1) ?? null;
  const after = clips.find((c) => c.startBeats >= end && !overlapping.includes(c)) ?? null;
  const last = overlapping.at(-1);
  const isEndSelection =
    last !== undefined && after === null && end > start && end >= last.endBeats;
  return { range, overlapping, before, after, isEndSelection };
}

function neighboursFor(selection: Selection, state: StudioProjectState, opts: GenerateModeOptions) {
  const track = selectionTrack(selection, state, opts);
  return { track, neighbours: selectionNeighbours(selectionRange(selection), track?.clips ?? []) };
}

/** §4: end selection → the chosen mode; overlap → replace; clips both sides → create; edit mode with clips only before → extend; otherwise replace. */
export function deriveGenerateMode(
  selection: Selection,
  state: StudioProjectState,
  opts: GenerateModeOptions,
): GenerateMode {
  const { neighbours: n } = neighboursFor(selection, state, opts);
  if (n.isEndSelection) return opts.endSelectionMode ?? DEFAULT_END_SELECTION_MODE;
  if (n.overlapping.length > 0) return 'replace';
  if (n.before !== null && n.after !== null && n.range.endBeats > n.range.startBeats)
    return 'create';
  if (n.before !== null && n.after === null && opts.mode === 'edit') return 'extend';
  return 'replace';
}

export interface ValidateSelectionOptions extends GenerateModeOptions {
  /** The mode to check; derived from the selection when absent. */
  generateMode?: GenerateMode;
  replaceMode?: ReplaceMode;
  /** The status of a generated clip when known; unknown clips count as complete. */
  clipStatus?: (clipId: string) => ClipStatus | undefined;
}

/** The clips a generation reads from: the replaced, extended or surrounding clips. */
export function sourceClips(n: SelectionNeighbours, generateMode: GenerateMode): StudioClip[] {
  if (generateMode === 'replace') return n.overlapping;
  if (generateMode === 'extend') {
    const extended = n.isEndSelection ? n.overlapping[0] : n.before;
    return extended == null ? [] : [extended];
  }
  return [n.before, n.after].filter((c): c is StudioClip => c !== null);
}

export function isClipComplete(
  clip: StudioClip,
  status?: (clipId: string) => ClipStatus | undefined,
): boolean {
  if (clip.streaming || clip.clipId === null) return false;
  return (status?.(clip.clipId) ?? 'complete') === 'complete';
}

function lengthMessage(
  seconds: number,
  generateMode: GenerateMode,
  replaceMode: ReplaceMode,
): string | null {
  if (generateMode === 'extend') return null;
  if (generateMode === 'create') {
    if (seconds < CREATE_MIN_SECONDS) return createTooShort(seconds);
    return seconds > CREATE_MAX_SECONDS ? selectionTooLong(seconds) : null;
  }
  if (seconds <= EMPTY_SELECTION_MAX_SECONDS) return MESSAGES.selectRangeToReplace;
  if (replaceMode === 'fixed_infill')
    return seconds > FIXED_MAX_SECONDS ? MESSAGES.fixedTooLong : null;
  if (replaceMode === 'infill') {
    if (seconds < CLASSIC_MIN_SECONDS) return classicTooShort(seconds);
    return seconds > CLASSIC_MAX_SECONDS ? classicTooLong(seconds) : null;
  }
  return seconds > SMART_MAX_SECONDS ? selectionTooLong(seconds) : null;
}

/** The first generate-blocked message of §5 for a selection, or null when it may generate. */
export function validateSelection(
  selection: Selection,
  state: StudioProjectState,
  opts: ValidateSelectionOptions,
): string | null {
  const { track, neighbours } = neighboursFor(selection, state, opts);
  if (opts.mode !== 'edit' && (track === null || track.clips.length === 0))
    return MESSAGES.emptyTrack;
  const generateMode = opts.generateMode ?? deriveGenerateMode(selection, state, opts);
  if (
    sourceClips(neighbours, generateMode).some((clip) => !isClipComplete(clip, opts.clipStatus))
  ) {
    return MESSAGES.clipNotComplete;
  }
  const { startBeats, endBeats } = neighbours.range;
  const seconds = durationSeconds(state.timing, startBeats, endBeats);
  return lengthMessage(seconds, generateMode, opts.replaceMode ?? DEFAULT_REPLACE_MODE);
}
