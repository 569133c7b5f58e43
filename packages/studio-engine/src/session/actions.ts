// The session's actions: what the UI dispatches. Edits go through the model's commands and the
// history; everything else changes the session's view state.
import type { Command } from '../model/commands/apply';
import type { Panel } from '../model/keyboard';
import type { Selection } from '../model/types';

export type SessionAction =
  /**
   * Any model command, applied to the document and recorded for undo (150 ms idle commit). With
   * `record: false` (a result arriving from the server, such as a clip's downbeats) it is applied
   * and saved but is never an undo step, so Undo always takes back the user's own last edit.
   */
  | { type: 'command'; command: Command; record?: false }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A pointer drag: its commands gather into one undo step; undo and redo wait for its end. */
  | { type: 'drag/begin' }
  | { type: 'drag/end' }
  | { type: 'drag/cancel' }
  /** A preview: shown, not applied; committed on demand; ended by Escape or a 250 ms stop. */
  | { type: 'preview/show'; command: Command }
  | { type: 'preview/commit' }
  | { type: 'preview/stop' }
  | { type: 'preview/end' }
  /** The selection (range, tracks, focus): saved with the project, never an undo step. */
  | { type: 'selection/set'; selection: Partial<Selection> }
  | { type: 'focus/move'; direction: 'up' | 'down' | 'left' | 'right' }
  | { type: 'loop/set'; enabled?: boolean; startBeats?: number; endBeats?: number }
  | { type: 'clipboard/copy' }
  | { type: 'clipboard/cut' }
  | { type: 'clipboard/paste' }
  /** Ctrl+E: split the selected clips at the playhead. */
  | { type: 'clip/split' }
  /** Zoom, keeping the beat under `anchorPx` (px from the view's left edge) in place. */
  | { type: 'zoom/set'; pxPerBeat: number; anchorPx?: number }
  /** Ctrl+wheel and pinch: multiply the zoom. */
  | { type: 'zoom/by'; factor: number; anchorPx?: number }
  | { type: 'grid/set'; multiplier: number }
  | { type: 'grid/step'; step: 'finer' | 'coarser' }
  | { type: 'snap/set'; enabled?: boolean }
  | { type: 'scroll/set'; beats?: number; topPx?: number }
  | { type: 'viewport/resize'; widthPx: number; heightPx: number }
  | { type: 'follow/set'; enabled?: boolean }
  | { type: 'contextWindow/set'; visible?: boolean; beats?: number }
  | { type: 'layout/toggle' }
  | { type: 'panel/toggle'; panel: Panel }
  | { type: 'transport/play' }
  | { type: 'transport/stop' }
  | { type: 'transport/toggle' }
  /**
   * Audition a take lane (null ends it): the lane plays in place of its track from `fromBeats`.
   * A preview of what a comp or promote would give: not an edit, so not in the history or saved.
   */
  | { type: 'takeLane/audition'; trackId: string; takeLaneId: string | null; fromBeats?: number }
  /** The user moves the playhead. */
  | { type: 'transport/seek'; beats: number }
  /** The audio reports where playback is (follow pages the view along). */
  | { type: 'transport/position'; beats: number }
  /** Escape: ends a preview, else cancels a drag. */
  | { type: 'escape' }
  | { type: 'notice/dismiss'; id: number }
  /** The UI could not decode a clip's audio: the clip is marked missing, the rest plays. */
  | { type: 'media/failed'; clipId: string }
  | { type: 'clone/dismiss' };

export type SessionActionType = SessionAction['type'];

/** What a dispatch did: `ok: false` carries why nothing changed. */
export type DispatchResult = { ok: true } | { ok: false; code: string; reason: string };
