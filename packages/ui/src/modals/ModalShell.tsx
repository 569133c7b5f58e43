/**
 * ModalShell: the one dialog frame of the song modals. A titled Radix dialog (through the Dialog
 * primitive) with a description, a body, an error line announced to screen readers, and a footer
 * with Cancel and the primary action. Every form modal renders inside it.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../primitives/Button';
import * as Dialog from '../primitives/Dialog/Dialog';
import { COMMON_LABELS } from './labels';
import * as styles from './modals.css';

export interface ModalAction {
  readonly label: string;
  readonly onPress: () => void;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  readonly variant?: ButtonVariant;
}

export interface ModalShellProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly description?: ReactNode;
  /** The error to show above the footer (role alert). */
  readonly error?: string | null;
  /** The primary action; absent shows only the close button. */
  readonly action?: ModalAction;
  /** Label of the dismiss button (Cancel by default). */
  readonly dismissLabel?: string;
  readonly children?: ReactNode;
}

export function ModalShell({
  open,
  onClose,
  title,
  description,
  error = null,
  action,
  dismissLabel = COMMON_LABELS.cancel,
  children,
}: ModalShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Content
        closeLabel={COMMON_LABELS.close}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description === undefined ? null : <Dialog.Description>{description}</Dialog.Description>}
        <div className={styles.body}>
          {children}
          {error === null ? null : (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">{dismissLabel}</Button>
          </Dialog.Close>
          {action === undefined ? null : (
            <Button
              variant={action.variant ?? 'primary'}
              onClick={action.onPress}
              disabled={action.disabled}
              loading={action.loading}
            >
              {action.label}
            </Button>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
