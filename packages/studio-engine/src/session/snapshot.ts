// The session's snapshot: one immutable object for useSyncExternalStore, rebuilt only when
// something in it changed; unchanged parts keep their identity so selectors stay cheap.
import type { AutosaveStatus } from '../model/autosave';
import type { NormalizeReport } from '../model/normalize';
import type { Notice, ProjectLock, ProjectMode, StudioProjectState } from '../model/types';
import type { ClipMedia } from './media';
import type { SessionView } from './view';

export type SessionStatus = 'empty' | 'loading' | 'ready' | 'invalid' | 'failed';

export interface HistoryFlags {
  canUndo: boolean;
  canRedo: boolean;
  dragging: boolean;
  previewing: boolean;
  /** Changes not yet gathered into an undo step (the 150 ms idle commit). */
  pending: boolean;
}

/** A notice for the UI to show as a toast, dismissed with `notice/dismiss`. */
export interface SessionNotice extends Notice {
  id: number;
}

export interface StudioSessionSnapshot {
  status: SessionStatus;
  /** Why nothing is shown: 'Invalid project state format', or the load failure. */
  error: Notice | null;
  projectId: string | null;
  /** The newest version known: the last save's version_id, else the loaded version. */
  versionId: string | null;
  mode: ProjectMode;
  /** A locked project is read-only; an edit attempt sets `cloneOffer`. */
  lock: ProjectLock | null;
  /** What to draw: the document, or the preview while one is shown. */
  project: StudioProjectState | null;
  history: HistoryFlags;
  save: AutosaveStatus;
  view: SessionView;
  /** How many clips the clipboard holds. */
  clipboardClips: number;
  notices: readonly SessionNotice[];
  /** An edit was attempted on a locked project: offer the clone modal. */
  cloneOffer: ProjectLock | null;
  /** The project was restored from the local edit state (under 15 minutes old). */
  restoredLocal: boolean;
  /** What normalising on load repaired or dropped. */
  report: NormalizeReport | null;
  /** Each generated clip's waveform and audio by clip id ('missing' marks a clip, never blocks). */
  media: Readonly<Record<string, ClipMedia>>;
}

export const NO_HISTORY: HistoryFlags = {
  canUndo: false,
  canRedo: false,
  dragging: false,
  previewing: false,
  pending: false,
};

export const CLEAN_SAVE: AutosaveStatus = {
  dirty: false,
  saving: false,
  lastVersionId: null,
  error: null,
};

/** `next` when any field differs from `prev`, else `prev` (shallow). */
export function keepIfEqual<T extends object>(prev: T, next: T): T {
  for (const key of Object.keys(next) as (keyof T)[])
    if (!Object.is(prev[key], next[key])) return next;
  return prev;
}
