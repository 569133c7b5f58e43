/**
 * Commercial rights (1-generation §6, §7 commercial_rights_eligible): only Pro and Premier songs
 * are eligible; remixes of another user's song carry none. Shows the eligibility answer and,
 * for a song made on a free plan, the upgrade link.
 */
import { ACCOUNT_PATH, type CommercialRightsIneligibleReason } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { COMMON_LABELS, COMMERCIAL_RIGHTS_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import * as styles from './modals.css';

export type CommercialRightsState =
  | { readonly status: 'checking' }
  | { readonly status: 'eligible' }
  | {
      readonly status: 'ineligible';
      /** The server's reason, else the rule's (commercialRightsEligibility). */
      readonly reason: CommercialRightsIneligibleReason | string;
      /** The viewer is on a free plan: the upgrade link shows. */
      readonly canUpgrade: boolean;
    }
  | { readonly status: 'failed'; readonly message: string };

const INELIGIBLE: Readonly<Record<CommercialRightsIneligibleReason, string>> = {
  not_paid_plan: L.notPaidPlan,
  remix_of_another_user: L.remixOfAnotherUser,
};

/** The ineligible reason's text: the rule's wording for its codes, the server's own otherwise. */
export const ineligibleText = (reason: string): string =>
  reason in INELIGIBLE ? INELIGIBLE[reason as CommercialRightsIneligibleReason] : reason;

export interface CommercialRightsModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly songTitle: string;
  readonly state: CommercialRightsState;
  readonly accountHref?: string;
}

export function CommercialRightsModal(props: CommercialRightsModalProps) {
  const { state } = props;
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={props.songTitle}
      dismissLabel={COMMON_LABELS.close}
      error={state.status === 'failed' ? state.message : null}
    >
      {state.status === 'checking' ? (
        <p className={styles.muted} role="status">
          {L.checking}
        </p>
      ) : null}
      {state.status === 'eligible' ? <p role="status">{L.eligible}</p> : null}
      {state.status === 'ineligible' ? (
        <>
          <p role="status" className={styles.warning}>
            {ineligibleText(state.reason)}
          </p>
          {state.canUpgrade ? (
            <Button variant="primary" size="small" asChild>
              <a href={props.accountHref ?? ACCOUNT_PATH}>{L.upgrade}</a>
            </Button>
          ) : null}
        </>
      ) : null}
    </ModalShell>
  );
}
