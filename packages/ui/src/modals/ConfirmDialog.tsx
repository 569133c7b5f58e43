/**
 * ConfirmDialog: the one confirmation of the song modals (Radix AlertDialog through the primitive):
 * a title, its wording, Cancel and a confirming action. The pin confirmations, 'Discard
 * Changes?', 'Make Persona Public?' and delete clip are each a thin component over it.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../primitives/Button';
import * as AlertDialog from '../primitives/AlertDialog/AlertDialog';
import { COMMON_LABELS } from './labels';
import * as styles from './modals.css';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly variant?: ButtonVariant;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = COMMON_LABELS.cancel,
  onConfirm,
  onCancel,
  variant = 'primary',
  busy = false,
  error = null,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Content>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description>{description}</AlertDialog.Description>
        {children}
        {error === null ? null : (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <AlertDialog.Footer>
          <AlertDialog.Cancel asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </AlertDialog.Cancel>
          {/* Not AlertDialog.Action: the dialog stays open while a confirmed call runs. */}
          <Button variant={variant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
