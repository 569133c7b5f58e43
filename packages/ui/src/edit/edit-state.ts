/**
 * The edit screen's local state (2-studio §3 edit state) as a pure reducer: the selection range,
 * the active tool, the action settings (speedFactor 1, changeTempoOnly, isCropRemove, isFadeOut,
 * fadeOutLengthMs 5000), the extend start, the pending action and its error, the clips made
 * here (clipsToReview, each with what made it) and the clips chosen to merge (clipsForMerge). The settings part is what is kept locally and restored under 15 minutes.
 */
import {
  EDIT_ACTION_DEFAULTS,
  defaultExtendStartS,
  editRange,
  quantizeEditTime,
  type EditAction,
  type EditRange,
  type EditTool,
} from '@cadenza/sdk';
import { isLocalEditStateFresh } from '@cadenza/studio-engine/rules';

export type SpeedScope = 'whole' | 'selection';

export interface EditSettings {
  readonly tool: EditTool;
  readonly selection: EditRange | null;
  readonly speedFactor: number;
  readonly changeTempoOnly: boolean;
  readonly isCropRemove: boolean;
  readonly isFadeOut: boolean;
  readonly fadeOutLengthMs: number;
  readonly speedScope: SpeedScope;
  readonly extendStartS: number;
}

/** What edit mode runs: an edit action, a generation, or finishing one into one song. */
export type EditPendingKind =
  EditAction['kind'] | 'replace' | 'extend' | 'confirm_section' | 'get_full_song' | 'merge';
export type EditPending = { readonly kind: EditPendingKind };

export interface EditResultClip {
  readonly id: string;
  readonly title?: string | null;
  /** What made it (a replace or an extension is finished into one song by concat). */
  readonly source?: EditPendingKind;
}

export interface EditState {
  readonly durationS: number;
  readonly settings: EditSettings;
  readonly pending: EditPending | null;
  readonly error: string | null;
  /** The clips made in this session, newest first (clipsToReview). */
  readonly results: readonly EditResultClip[];
  /** The clips chosen to merge into one, in the order chosen (clipsForMerge). */
  readonly clipsForMerge: readonly string[];
  /** What the last finished action was: an edit (ready) or a generation (started). */
  readonly lastResult: { readonly kind: 'edit' | 'generation'; readonly clipId: string } | null;
  readonly restored: boolean;
}

export function initialEditState(
  durationS: number,
  tool: EditTool = 'crop',
  selection: EditRange | null = null,
): EditState {
  return {
    durationS,
    settings: {
      tool,
      selection,
      speedFactor: EDIT_ACTION_DEFAULTS.speedFactor,
      changeTempoOnly: EDIT_ACTION_DEFAULTS.changeTempoOnly,
      isCropRemove: EDIT_ACTION_DEFAULTS.isCropRemove,
      isFadeOut: EDIT_ACTION_DEFAULTS.isFadeOut,
      fadeOutLengthMs: EDIT_ACTION_DEFAULTS.fadeOutLengthMs,
      speedScope: 'whole',
      extendStartS: defaultExtendStartS(durationS),
    },
    pending: null,
    error: null,
    results: [],
    clipsForMerge: [],
    lastResult: null,
    restored: false,
  };
}

export type EditEvent =
  | { readonly type: 'tool'; readonly tool: EditTool }
  | { readonly type: 'select'; readonly from: number; readonly to: number }
  | { readonly type: 'clearSelection' }
  | { readonly type: 'settings'; readonly patch: Partial<EditSettings> }
  | { readonly type: 'started'; readonly pending: EditPending }
  | {
      readonly type: 'finished';
      readonly clip: EditResultClip;
      readonly kind: 'edit' | 'generation';
    }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'dismissError' }
  | { readonly type: 'toggleMerge'; readonly clipId: string }
  | { readonly type: 'restore'; readonly settings: EditSettings };

export function editReducer(state: EditState, event: EditEvent): EditState {
  const settings = state.settings;
  switch (event.type) {
    case 'tool':
      return { ...state, settings: { ...settings, tool: event.tool }, error: null };
    case 'select': {
      const range = editRange(event.from, event.to, state.durationS);
      return {
        ...state,
        settings: { ...settings, selection: range.end > range.start ? range : null },
      };
    }
    case 'clearSelection':
      return { ...state, settings: { ...settings, selection: null } };
    case 'settings': {
      const patch = { ...event.patch };
      if (patch.extendStartS !== undefined)
        patch.extendStartS = quantizeEditTime(patch.extendStartS, state.durationS);
      return { ...state, settings: { ...settings, ...patch } };
    }
    case 'started':
      return { ...state, pending: event.pending, error: null, lastResult: null };
    case 'finished':
      return {
        ...state,
        pending: null,
        results: [
          { ...event.clip, source: state.pending?.kind ?? event.clip.source },
          ...state.results.filter((c) => c.id !== event.clip.id),
        ],
        // A merge uses up its choice.
        clipsForMerge: state.pending?.kind === 'merge' ? [] : state.clipsForMerge,
        lastResult: { kind: event.kind, clipId: event.clip.id },
      };
    case 'failed':
      // §4: on error or retries exhausted the message shows and the pending data is cleared.
      return { ...state, pending: null, error: event.message };
    case 'dismissError':
      return { ...state, error: null };
    case 'toggleMerge':
      return {
        ...state,
        clipsForMerge: state.clipsForMerge.includes(event.clipId)
          ? state.clipsForMerge.filter((id) => id !== event.clipId)
          : [...state.clipsForMerge, event.clipId],
      };
    case 'restore':
      return { ...state, settings: event.settings, restored: true };
  }
}

/** The action the active tool would run, or null when it cannot run yet. */
export function actionFor(settings: EditSettings): EditAction | null {
  switch (settings.tool) {
    case 'crop':
      return settings.selection === null
        ? null
        : {
            kind: 'crop',
            range: settings.selection,
            remove: settings.isCropRemove,
            fadeOutMs: settings.isFadeOut ? settings.fadeOutLengthMs : null,
          };
    case 'fade':
      return settings.fadeOutLengthMs > 0
        ? { kind: 'fade', fadeOutMs: settings.fadeOutLengthMs }
        : null;
    case 'speed':
      if (!(settings.speedFactor > 0)) return null;
      if (settings.speedScope === 'selection' && settings.selection === null) return null;
      return {
        kind: 'speed',
        speedFactor: settings.speedFactor,
        tempoOnly: settings.changeTempoOnly,
        range: settings.speedScope === 'selection' ? settings.selection : null,
      };
    default:
      return null;
  }
}

/** The locally kept settings of a clip's edit, with when they were saved. */
export interface StoredEditSettings {
  readonly savedAt: number;
  readonly settings: EditSettings;
}

export const editStorageKey = (clipId: string): string => `cadenza.edit.${clipId}`;

/** The stored settings when saved under 15 minutes ago (3-library-social §4), else null. */
export function restorableSettings(raw: string | null, now: number): EditSettings | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as StoredEditSettings;
    if (typeof stored.savedAt !== 'number' || typeof stored.settings !== 'object') return null;
    return isLocalEditStateFresh(stored.savedAt, now) ? stored.settings : null;
  } catch {
    return null;
  }
}

export const storedSettings = (settings: EditSettings, now: number): string =>
  JSON.stringify({ savedAt: now, settings } satisfies StoredEditSettings);

/** Seconds as m:ss.s (the selector's 0.2 s steps). */
export function formatEditTime(seconds: number): string {
  const s = Math.max(0, seconds);
  const minutes = Math.floor(s / 60);
  const rest = (s - minutes * 60).toFixed(1).padStart(4, '0');
  return `${minutes}:${rest}`;
}

/** Decided: the replace selection the song menu opens with (a third in, 6 s long). */
export const MENU_REPLACE_SELECTION_S = 6;

/**
 * The selection a tool opens with from the song menu (1-generation §4: 'Crop' shows the crop
 * handles, 'Replace Section' has a selection ready to replace): crop the whole clip, replace 6 s
 * a third of the way in; other tools none.
 */
export function openingSelection(tool: EditTool, durationS: number): EditRange | null {
  if (tool === 'crop') return editRange(0, durationS, durationS);
  if (tool !== 'replace') return null;
  const start = durationS / 3;
  const range = editRange(start, start + MENU_REPLACE_SELECTION_S, durationS);
  return range.end > range.start ? range : null;
}

/** Finishing the last replace or extension into one song (concat/v2), when there is one. */
export interface ConcatOffer {
  readonly clipId: string;
  readonly title: string | null;
  /** A replaced section (Confirm Section) rather than an extension (Get Full Song). */
  readonly isInfill: boolean;
}

/**
 * 2-studio §4: concat (concat/v2 with is_infill) finishes an infill or an extension into one
 * song: offered for the newest clip of this session when a replace or an extend made it.
 */
export function concatOffer(state: EditState): ConcatOffer | null {
  const newest = state.results[0];
  if (newest === undefined || (newest.source !== 'replace' && newest.source !== 'extend'))
    return null;
  return { clipId: newest.id, title: newest.title ?? null, isInfill: newest.source === 'replace' };
}

/** 2-studio §7 merge {clip_ids}: two or more clips chosen (clipsForMerge) make one song. */
export const canMerge = (state: EditState): boolean => state.clipsForMerge.length >= 2;
