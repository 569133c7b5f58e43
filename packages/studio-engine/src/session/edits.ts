// Pure helpers behind the session's selection, focus and clipboard actions: each reads the
// project and returns the selection change or the model command to run.
import type { Command } from '../model/commands/apply';
import { clipsInSelection } from '../model/keyboard';
import { selectionRange } from '../model/selection';
import type { Selection, StudioClip, StudioProjectState } from '../model/types';
import { gridBeats, snapBeats, type SessionView } from './view';

/** Arrows move focus: up and down to the next track, left and right by one grid step. */
export function movedFocus(
  state: StudioProjectState,
  view: SessionView,
  direction: 'up' | 'down' | 'left' | 'right',
): Partial<Selection> | null {
  const { selection, tracks } = state;
  if (direction === 'left' || direction === 'right') {
    const step = gridBeats(view) * (direction === 'left' ? -1 : 1);
    const at = Math.max(0, snapBeats(view, selection.focusBeats + step));
    return { anchorBeats: at, focusBeats: at };
  }
  if (tracks.length === 0) return null;
  const index = tracks.findIndex((t) => t.id === selection.focusedTrackId);
  const next =
    index < 0
      ? direction === 'up'
        ? tracks.length - 1
        : 0
      : Math.min(tracks.length - 1, Math.max(0, index + (direction === 'up' ? -1 : 1)));
  const id = (tracks[next] as { id: string }).id;
  return id === selection.focusedTrackId ? null : { focusedTrackId: id, trackIds: [id] };
}

/** The clips Ctrl+C copies: those of the selected tracks within the selection. */
export function copiedClips(state: StudioProjectState): StudioClip[] {
  const ids = new Set(clipsInSelection(state));
  return state.tracks.flatMap((track) => track.clips.filter((clip) => ids.has(clip.id)));
}

/** Ctrl+V: the clipboard on the focused (or first selected, or first) track at the playhead. */
export function pasteCommand(
  state: StudioProjectState,
  clips: readonly StudioClip[],
  playheadBeats: number,
): Command | null {
  const { selection } = state;
  const trackId = selection.focusedTrackId ?? selection.trackIds[0] ?? state.tracks[0]?.id;
  if (trackId === undefined) return null;
  return { type: 'pasteClips', trackId, atBeats: playheadBeats, clips };
}

/**
 * Ctrl+E (and the clip menu's Split): the selected clips that the playhead crosses are cut there;
 * with a cursor and no range, the selected tracks' clips under the playhead.
 */
export function splitCommand(state: StudioProjectState, playheadBeats: number): Command | null {
  const { startBeats, endBeats } = selectionRange(state.selection);
  const atPlayhead = { ...state.selection, anchorBeats: playheadBeats, focusBeats: playheadBeats };
  const candidates = new Set(
    clipsInSelection(endBeats > startBeats ? state : { ...state, selection: atPlayhead }),
  );
  const clipIds = state.tracks
    .flatMap((track) => track.clips)
    .filter((c) => candidates.has(c.id))
    .filter((c) => c.startBeats < playheadBeats && playheadBeats < c.endBeats)
    .map((c) => c.id);
  return clipIds.length === 0 ? null : { type: 'splitClip', clipIds, atBeats: playheadBeats };
}

/** The selection with references to tracks that no longer exist removed (after undo or redo). */
export function danglingSelection(state: StudioProjectState): Partial<Selection> | null {
  const ids = new Set(state.tracks.map((t) => t.id));
  const { trackIds, focusedTrackId } = state.selection;
  const focusGone = focusedTrackId !== null && !ids.has(focusedTrackId);
  const kept = trackIds.filter((id) => ids.has(id));
  if (!focusGone && kept.length === trackIds.length) return null;
  return { trackIds: kept, focusedTrackId: focusGone ? null : focusedTrackId };
}
