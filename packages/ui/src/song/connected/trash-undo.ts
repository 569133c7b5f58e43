/**
 * Move to trash and restore to library, each with its undo (1-generation §4 Trash, publish:
 * "Move to trash (undo available) and restore to library (undo available) toggle is_trashed"):
 * the move, then its toast with an 'Undo' button that runs the inverse move. The undo's result
 * is toasted in turn; a failing undo shows the error toast and never throws.
 */
import { ACTION_TOAST_MS, SONG_ACTION_MESSAGES } from '@cadenza/sdk';
import type { CadenzaCalls } from '@cadenza/sdk/react';
import type { ToastInput } from '../../primitives/Toast/toast-queue';
import { SONG_TOASTS } from '../labels';

/**
 * The undo of a trash or restore, for a host that offers it in its own UI: given
 * `onUndoable`, the success toast shows no 'Undo' button (the host's UI does). `undo` never
 * rejects; it toasts its result or the error.
 */
export interface SongUndo {
  readonly message: string;
  readonly undo: () => Promise<void>;
}

export interface TrashDeps {
  readonly calls: CadenzaCalls;
  readonly show: (toast: ToastInput) => void;
  readonly onUndoable?: ((undo: SongUndo) => void) | undefined;
}

/** The toast after a clip went to the trash (true) or back to the library (false). */
const movedMessage = (trashed: boolean): string =>
  trashed ? SONG_TOASTS.movedToTrash : SONG_TOASTS.restoredToLibrary;

const toast = (kind: ToastInput['kind'], title: string): ToastInput => ({
  kind,
  title,
  durationMs: ACTION_TOAST_MS,
});

const move = (calls: CadenzaCalls, clipId: string, trashed: boolean) =>
  calls.mutate('trashClips', { body: { trash: trashed, clip_ids: [clipId] } });

/**
 * Moves a clip to the trash (true) or back to the library (false) and toasts it with its undo.
 * Rejects when the move itself fails (the caller toasts that).
 */
export async function moveClip(deps: TrashDeps, clipId: string, trashed: boolean): Promise<void> {
  await move(deps.calls, clipId, trashed);
  const undo = async (): Promise<void> => {
    try {
      await move(deps.calls, clipId, !trashed);
    } catch {
      deps.show(toast('error', SONG_ACTION_MESSAGES.errorUpdatingPreferences));
      return;
    }
    deps.show(toast('success', movedMessage(!trashed)));
  };
  const message = movedMessage(trashed);
  if (deps.onUndoable) {
    deps.show(toast('success', message));
    deps.onUndoable({ message, undo });
    return;
  }
  deps.show({
    ...toast('success', message),
    action: { label: SONG_TOASTS.undo, onClick: () => void undo() },
  });
}
