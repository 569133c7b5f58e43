/** 'Discard Changes?': leaving a form with unsaved edits asks first (2-studio §2). */
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { ConfirmDialog } from './ConfirmDialog';
import { DISCARD_LABELS } from './labels';

export interface DiscardChangesModalProps {
  readonly open: boolean;
  readonly onDiscard: () => void;
  readonly onKeepEditing: () => void;
}

export function DiscardChangesModal({ open, onDiscard, onKeepEditing }: DiscardChangesModalProps) {
  return (
    <ConfirmDialog
      open={open}
      title={UPLOAD_MESSAGES.discardChangesTitle}
      description={DISCARD_LABELS.description}
      confirmLabel={DISCARD_LABELS.discard}
      cancelLabel={DISCARD_LABELS.keepEditing}
      variant="danger"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
