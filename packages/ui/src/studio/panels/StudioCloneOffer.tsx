/**
 * StudioCloneOffer: the clone flow of a locked project (2-studio.md §4 Projects and versions). A
 * locked project shows a Remix button; it, or any edit attempt (the session's clone offer), opens
 * 'Duplicate project to Remix'. Remix Project clones the open version through the session and
 * opens the copy, unlocked; `onCloned` lets the host follow it (its address). Failures
 * ('Failed to clone project', 'No project version ID available for cloning', 'Clone project
 * function not available') come from the session as toasts and leave the button enabled.
 */
import { useState } from 'react';
import type { StudioSession, StudioSessionSnapshot } from '@cadenza/studio-engine';
import { Button } from '../../primitives/Button';
import { CloneProjectDialog } from './CloneProjectDialog';
import { STUDIO_PANEL_LABELS as L } from './labels';

export interface StudioCloneOfferProps {
  readonly session: StudioSession | null;
  readonly snapshot: StudioSessionSnapshot | null;
  /** The copy is open (its project id). */
  readonly onCloned?: (projectId: string) => void;
}

export function StudioCloneOffer({ session, snapshot, onCloned }: StudioCloneOfferProps) {
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const lock = snapshot?.lock ?? null;
  if (session === null || lock === null) return null;
  const open = asked || snapshot?.cloneOffer != null;
  const close = () => {
    setAsked(false);
    session.dispatch({ type: 'clone/dismiss' });
  };
  const remix = () => {
    setBusy(true);
    void session.clone().then((cloned) => {
      setBusy(false);
      if (!cloned) return;
      close();
      const projectId = session.getSnapshot().projectId;
      if (projectId !== null) onCloned?.(projectId);
    });
  };
  return (
    <>
      <Button size="small" variant="primary" onClick={() => setAsked(true)}>
        {L.remix}
      </Button>
      <CloneProjectDialog
        open={open}
        busy={busy}
        notOwner={lock.kind === 'not-owner'}
        onRemix={remix}
        onCancel={close}
      />
    </>
  );
}
