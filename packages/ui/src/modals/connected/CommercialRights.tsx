/** Commercial rights, connected: GET clips/{id}/commercial_rights_eligible/. */
import { gatePaidPlan } from '@cadenza/sdk';
import { useCadenzaQuery } from '@cadenza/sdk/react';
import { CommercialRightsModal, type CommercialRightsState } from '../CommercialRightsModal';
import { COMMERCIAL_RIGHTS_LABELS as L } from '../labels';
import { failureMessage, useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export function CommercialRights({ clip, open, onClose }: ConnectedModalProps) {
  const { viewer } = useModalSession();
  const answer = useCadenzaQuery(
    'getCommercialRightsEligibility',
    { path: { clip_id: clip.id } },
    { skip: !open },
  );
  const canUpgrade = viewer !== null && !gatePaidPlan(viewer).allowed;
  const state: CommercialRightsState = answer.isError
    ? { status: 'failed', message: failureMessage(answer.error, L.checkFailed) }
    : answer.data === undefined
      ? { status: 'checking' }
      : answer.data.eligible
        ? { status: 'eligible' }
        : { status: 'ineligible', reason: answer.data.reason ?? 'not_paid_plan', canUpgrade };
  return (
    <CommercialRightsModal open={open} onClose={onClose} songTitle={clip.title} state={state} />
  );
}
