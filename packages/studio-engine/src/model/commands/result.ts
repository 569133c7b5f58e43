// What every command returns: a new state, or the unchanged state with a reason.
import type { IdFactory } from '../ids';
import type { Notice, ProjectLock, StudioProjectState } from '../types';

export interface CommandContext {
  /** Ids for anything a command creates. */
  newId: IdFactory;
  /** One-track mode (edit mode): the track list cannot change. */
  oneTrackMode?: boolean;
  /** A locked project rejects every edit and asks for the clone flow. */
  lock?: ProjectLock | null;
}

export type RejectionCode = 'not-found' | 'invalid' | 'restricted' | 'ignored';

export interface CommandApplied {
  ok: true;
  state: StudioProjectState;
  /** Notices for the UI (for example a generation error). */
  notices?: Notice[];
  /** Take lanes created by this command that the user has not heard yet. */
  unheardTakeLaneIds?: string[];
}

export interface CommandRejected {
  ok: false;
  state: StudioProjectState;
  code: RejectionCode;
  reason: string;
}

/** The answer of a locked project: nothing changed; offer the clone flow. */
export interface CommandLocked {
  ok: false;
  state: StudioProjectState;
  code: 'locked';
  reason: string;
  action: 'clone-project';
  lock: ProjectLock;
}

export type CommandResult = CommandApplied | CommandRejected | CommandLocked;

export const applied = (
  state: StudioProjectState,
  extra: Omit<CommandApplied, 'ok' | 'state'> = {},
): CommandApplied => ({
  ok: true,
  state,
  ...extra,
});

export const rejected = (
  state: StudioProjectState,
  code: RejectionCode,
  reason: string,
): CommandRejected => ({
  ok: false,
  state,
  code,
  reason,
});
