/**
 * Pin to Profile, connected: planPin against the pinned songs decides the confirmations
 * ('Pinning Private Song!', 'Pin limit reached!'); with none, or once confirmed, the pin is sent
 * (max_pins from the limit) and toasts 'This song has been pinned to Profile.'. Unpinning
 * happens at once.
 */
import { useEffect, useState } from 'react';
import { pinClipRequest, pinToast, planPin, type PinPlan } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { PinConfirmModal } from '../PinConfirmModal';
import { useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export interface PinConfirmProps extends ConnectedModalProps {
  /** The plan the song menu made (planPin); without it the pinned songs are read here. */
  readonly plan?: PinPlan;
}

export function PinConfirm({ clip, open, onClose, plan: given }: PinConfirmProps) {
  const { flags } = useModalSession();
  const toaster = useToaster();
  const pinned = useCadenzaQuery('getPinnedClips', undefined, {
    skip: !open || given !== undefined,
  });
  const [pin, state] = useCadenzaMutation('pinClip');
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setSent(false);
  }, [open]);
  const plan =
    given ??
    (pinned.data
      ? planPin(
          clip,
          pinned.data.clips.map((c) => c.id),
          flags,
        )
      : null);
  const confirmations = plan?.action === 'pin' ? plan.confirmations : [];
  const send = () => {
    setSent(true);
    const unpin = plan?.action === 'unpin';
    pin({ path: { clip_id: clip.id }, body: pinClipRequest({ unpin, flags }) })
      .then(() => {
        const notice = pinToast(!unpin);
        toaster.show({ kind: notice.kind, title: notice.message, durationMs: notice.durationMs });
      })
      .catch(() => undefined)
      .finally(onClose);
  };
  const ready = open && plan !== null;
  const current = ready ? (confirmations[step] ?? null) : null;
  useEffect(() => {
    if (ready && current === null && !sent) send();
    // Sends once per opening, when no confirmation is left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, current, sent]);
  return (
    <PinConfirmModal
      confirmation={current}
      busy={state.status === 'pending'}
      onCancel={onClose}
      onConfirm={() => setStep((now) => now + 1)}
    />
  );
}
