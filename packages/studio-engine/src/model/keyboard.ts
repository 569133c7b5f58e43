// Keyboard shortcuts (§9) and the studio layout keys (§2) as a pure map from key events to
// actions, and from the actions that edit the project to commands. Everything is ignored while
// typing; one-track mode disables deleting the last track and the solo and mute-track shortcuts.
import { GRID_MULTIPLIER_MAX, GRID_MULTIPLIER_MIN } from './constants';
import type { Command } from './commands/apply';
import { overlapping } from './commands/lane';
import { selectionRange } from './selection';
import type { StudioProjectState, Track } from './types';

export interface KeyInput {
  key: string;
  /** The physical key (`Digit1`, ...), used where Shift changes `key`. */
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export interface KeyContext {
  /** Focus is in a text field. */
  typing: boolean;
  oneTrackMode: boolean;
  layout: 'horizontal' | 'vertical';
  focusedArea?: 'timeline' | 'tracks';
}

export type Panel = 'create' | 'library' | 'session' | 'sidebar';

export type KeyAction =
  | { kind: 'toggleSelectionMute' }
  | { kind: 'moveTrack'; by: -1 | 1 }
  | { kind: 'moveFocus'; direction: 'up' | 'down' | 'left' | 'right' }
  | { kind: 'toggleFollow' }
  | { kind: 'deleteSelection' }
  | { kind: 'deleteTrack' }
  | { kind: 'toggleMetronome' }
  | { kind: 'grid'; step: 'finer' | 'coarser' }
  | { kind: 'selectAll' }
  | { kind: 'split' }
  | { kind: 'duplicate' }
  | { kind: 'copy' }
  | { kind: 'cut' }
  | { kind: 'paste' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'generate' }
  | { kind: 'toggleTrackSolo' }
  | { kind: 'toggleTrackMute' }
  | { kind: 'escape' }
  | { kind: 'togglePlayback' }
  | { kind: 'toggleLayout' }
  | { kind: 'togglePanel'; panel: Panel };

const PANELS: Record<string, Panel> = {
  '1': 'create',
  '2': 'library',
  '3': 'session',
  '4': 'sidebar',
};
const ARROWS = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
} as const;

/** Command keys that split, duplicate, cut or paste clips: none in one-track (edit) mode. */
const CLIP_EDIT_KEYS = new Set(['e', 'd', 'x', 'v']);

function withCommandKey(key: string, shift: boolean, ctx: KeyContext): KeyAction | null {
  if (key === 'z') return shift ? { kind: 'redo' } : { kind: 'undo' };
  if (key === 'y' && !shift) return { kind: 'redo' };
  if (shift) {
    if (key === 's') return ctx.oneTrackMode ? null : { kind: 'toggleTrackSolo' };
    if (key === 'm') return ctx.oneTrackMode ? null : { kind: 'toggleTrackMute' };
    return null;
  }
  // Edit mode's one clip keeps its place and length (the edit range is measured on it).
  if (ctx.oneTrackMode && CLIP_EDIT_KEYS.has(key)) return null;
  if (key === 'ArrowUp') return { kind: 'moveTrack', by: -1 };
  if (key === 'ArrowDown') return { kind: 'moveTrack', by: 1 };
  const simple: Record<string, KeyAction> = {
    f: { kind: 'toggleFollow' },
    a: { kind: 'selectAll' },
    e: { kind: 'split' },
    d: { kind: 'duplicate' },
    c: { kind: 'copy' },
    x: { kind: 'cut' },
    v: { kind: 'paste' },
  };
  return simple[key] ?? null;
}

/** The action of a key event, or null when the key does nothing here. */
export function keyToAction(event: KeyInput, ctx: KeyContext): KeyAction | null {
  if (ctx.typing || event.altKey === true) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shift = event.shiftKey === true;
  if (event.ctrlKey === true || event.metaKey === true) return withCommandKey(key, shift, ctx);
  if (shift) {
    if (event.code === 'Digit1') return { kind: 'grid', step: 'finer' };
    if (event.code === 'Digit2') return { kind: 'grid', step: 'coarser' };
    return null;
  }
  if (key === 'Backspace' || key === 'Delete') {
    if (ctx.focusedArea !== 'tracks') return ctx.oneTrackMode ? null : { kind: 'deleteSelection' };
    return ctx.oneTrackMode ? null : { kind: 'deleteTrack' };
  }
  if (key in ARROWS) return { kind: 'moveFocus', direction: ARROWS[key as keyof typeof ARROWS] };
  const panel = PANELS[key];
  if (panel !== undefined)
    return ctx.layout === 'horizontal' ? { kind: 'togglePanel', panel } : null;
  const simple: Record<string, KeyAction> = {
    '0': { kind: 'toggleSelectionMute' },
    c: { kind: 'toggleMetronome' },
    Enter: { kind: 'generate' },
    Escape: { kind: 'escape' },
    ' ': { kind: 'togglePlayback' },
    '`': { kind: 'toggleLayout' },
  };
  return simple[key] ?? null;
}

/** The grid multiplier after Shift+1 (finer) or Shift+2 (coarser), within 1/32..32. */
export function stepGridMultiplier(multiplier: number, step: 'finer' | 'coarser'): number {
  const next = step === 'finer' ? multiplier / 2 : multiplier * 2;
  return Math.min(GRID_MULTIPLIER_MAX, Math.max(GRID_MULTIPLIER_MIN, next));
}

function selectedTracks(state: StudioProjectState): Track[] {
  const { trackIds, focusedTrackId } = state.selection;
  const ids = trackIds.length > 0 ? trackIds : focusedTrackId === null ? [] : [focusedTrackId];
  return state.tracks.filter((track) => ids.includes(track.id));
}

/** Ids of the clips of the selected tracks within the selection (or under its cursor). */
export function clipsInSelection(state: StudioProjectState): string[] {
  const { startBeats, endBeats } = selectionRange(state.selection);
  return selectedTracks(state).flatMap((track) =>
    (endBeats > startBeats
      ? overlapping(track.clips, startBeats, endBeats)
      : track.clips.filter((c) => c.startBeats <= startBeats && startBeats < c.endBeats)
    ).map((c) => c.id),
  );
}

/** The project command of a key action, or null for actions the host handles (or nothing to do). */
export function commandForKeyAction(action: KeyAction, state: StudioProjectState): Command | null {
  const focused = state.selection.focusedTrackId;
  const { startBeats, endBeats } = selectionRange(state.selection);
  switch (action.kind) {
    case 'toggleTrackMute':
      return focused === null ? null : { type: 'setTrackSwitch', trackId: focused, name: 'mute' };
    case 'toggleTrackSolo':
      return focused === null ? null : { type: 'setTrackSwitch', trackId: focused, name: 'solo' };
    case 'moveTrack':
      return focused === null ? null : { type: 'moveTrack', trackId: focused, by: action.by };
    case 'deleteTrack':
      return focused === null ? null : { type: 'removeTrack', trackId: focused };
    case 'toggleMetronome':
      return { type: 'setMetronome' };
    case 'deleteSelection': {
      const trackIds = selectedTracks(state).map((t) => t.id);
      return endBeats > startBeats && trackIds.length > 0
        ? { type: 'deleteRange', trackIds, startBeats, endBeats }
        : null;
    }
    case 'selectAll': {
      const end = Math.max(0, ...state.tracks.flatMap((t) => t.clips.map((c) => c.endBeats)));
      return {
        type: 'setSelection',
        selection: { anchorBeats: 0, focusBeats: end, trackIds: state.tracks.map((t) => t.id) },
      };
    }
    default:
      return clipCommand(action, state, startBeats);
  }
}

function clipCommand(
  action: KeyAction,
  state: StudioProjectState,
  atBeats: number,
): Command | null {
  if (
    action.kind !== 'split' &&
    action.kind !== 'duplicate' &&
    action.kind !== 'toggleSelectionMute'
  )
    return null;
  const clipIds = clipsInSelection(state);
  if (clipIds.length === 0) return null;
  if (action.kind === 'split') return { type: 'splitClip', clipIds, atBeats };
  if (action.kind === 'duplicate') return { type: 'duplicateClips', clipIds };
  return { type: 'setClipMute', clipIds };
}
