/**
 * The pin confirmations (1-generation §4 Pin; 3-library-social §4 Pins): 'Pinning Private Song!'
 * when the song is private, 'Pin limit reached!' with 'You can only pin up to N songs...' when
 * the limit is reached. Confirmations come from planPin, in order; Pin confirms the first and
 * the next one shows until none is left.
 */
import type { PinConfirmation } from '@cadenza/sdk';
import { ConfirmDialog } from './ConfirmDialog';
import { PIN_CONFIRM_LABELS } from './labels';

export interface PinConfirmModalProps {
  /** The confirmation to show; closed when null. */
  readonly confirmation: PinConfirmation | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
}

export function PinConfirmModal({
  confirmation,
  onConfirm,
  onCancel,
  busy = false,
}: PinConfirmModalProps) {
  const description =
    confirmation?.kind === 'limit' ? (
      <>
        {confirmation.wording} {PIN_CONFIRM_LABELS.limitReplaces}
      </>
    ) : (
      PIN_CONFIRM_LABELS.privateSongDescription
    );
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      description={description}
      confirmLabel={PIN_CONFIRM_LABELS.pin}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
