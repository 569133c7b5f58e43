/**
 * The upsample (remaster) call shared by the remaster and model-select modals: POST
 * generate/upsample; the new clips join clip polling; success toasts for 10 s (remastering);
 * failures become the remaster messages (400 not allowed, 422 title too long, else failed).
 */
import { useCallback } from 'react';
import {
  REMASTERING_TOAST_MS,
  describeRemasterError,
  type UpsampleRequestBody,
} from '@cadenza/sdk';
import { useCadenzaMutation } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import { REMASTER_LABELS } from '../labels';
import { failureStatus } from './use-modal-session';

export function useUpsample(onDone: () => void) {
  const toaster = useToaster();
  const [upsample, state] = useCadenzaMutation('upsample');
  const submit = useCallback(
    (body: UpsampleRequestBody) => {
      upsample({ body: body as never })
        .then(() => {
          toaster.show({
            kind: 'info',
            title: REMASTER_LABELS.remastering,
            durationMs: REMASTERING_TOAST_MS,
          });
          onDone();
        })
        .catch(() => undefined);
    },
    [upsample, toaster, onDone],
  );
  const error =
    state.status === 'rejected' ? describeRemasterError(failureStatus(state.error)) : null;
  return { submit, busy: state.status === 'pending', error, reset: state.reset } as const;
}

/** The models a remaster may use: the viewer's usable billing models, newest first. */
export function remasterModels(
  billingModels: readonly {
    readonly external_key: string;
    readonly name?: string | null;
    readonly can_use?: boolean | null;
  }[],
) {
  return billingModels
    .filter((model) => model.can_use === true)
    .map((model) => ({ value: model.external_key, label: model.name ?? model.external_key }));
}
