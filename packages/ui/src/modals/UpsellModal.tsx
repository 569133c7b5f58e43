/**
 * The upsell of the song menu: a plan-gated item opens the create form's UpsellDialog (reused,
 * not copied) for the plan feature it needs. Every song upsell is a 'feature' upsell.
 */
import type { Upsell } from '@cadenza/sdk';
import { UpsellDialog } from '../create';

export interface UpsellModalProps {
  /** The feature (or paid plan) the action needs; closed when null. */
  readonly upsell: Upsell | null;
  readonly onClose: () => void;
  readonly accountHref?: string;
}

export function UpsellModal({ upsell, onClose, accountHref }: UpsellModalProps) {
  return (
    <UpsellDialog
      reason={upsell === null ? null : 'feature'}
      onClose={onClose}
      {...(accountHref === undefined ? {} : { accountHref })}
    />
  );
}
