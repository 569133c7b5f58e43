/**
 * The upsell: opens when the plan cannot do what was asked (a model it cannot use, a second
 * generation at once on Basic, a plan feature); Upgrade goes to the subscription page.
 */
import { ACCOUNT_PATH } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import * as Dialog from '../primitives/Dialog/Dialog';
import { FORM_LABELS, UPSELL_LABELS } from './labels';

export type UpsellReason = 'model' | 'concurrency' | 'feature';

export interface UpsellDialogProps {
  /** Why it is open; closed when null. */
  readonly reason: UpsellReason | null;
  readonly onClose: () => void;
  readonly accountHref?: string;
}

export function UpsellDialog({ reason, onClose, accountHref = ACCOUNT_PATH }: UpsellDialogProps) {
  const copy = UPSELL_LABELS[reason ?? 'model'];
  return (
    <Dialog.Root
      open={reason !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content closeLabel={FORM_LABELS.close}>
        <Dialog.Title>{copy.title}</Dialog.Title>
        <Dialog.Description>{copy.description}</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">{UPSELL_LABELS.notNow}</Button>
          </Dialog.Close>
          <Button variant="primary" asChild>
            <a href={accountHref}>{UPSELL_LABELS.upgrade}</a>
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
