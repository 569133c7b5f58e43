/**
 * What the connected pick modals (Add to Playlist, Move to Workspace) share: the chosen id, the
 * error line, and a submit that sends the choice, then toasts the success and closes, or shows
 * the failure (the server's detail, else the modal's fallback).
 */
import { useState } from 'react';
import { useToaster } from '../../primitives/Toast';
import { failureMessage } from './use-modal-session';

export interface PickOutcome {
  /** The success toast's title and duration. */
  readonly done: { readonly title: string; readonly durationMs: number };
  /** The error shown when the server gives no detail. */
  readonly fallback: string;
}

export function usePick(onClose: () => void) {
  const toaster = useToaster();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (send: (id: string) => Promise<unknown>, outcome: PickOutcome) => {
    if (selectedId === null) return;
    setError(null);
    send(selectedId)
      .then(() => {
        toaster.show({ kind: 'success', ...outcome.done });
        onClose();
      })
      .catch((failure: unknown) => setError(failureMessage(failure, outcome.fallback)));
  };
  return { selectedId, setSelectedId, error, setError, submit } as const;
}
