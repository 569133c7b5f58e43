/**
 * Create, connected: the model check first (upsell), then the blocking message, then the
 * submission through the SDK (submitCreateForm: the request, its transaction_uuid, one submission
 * in flight per form, the new clips into polling). A failed start opens the concurrency upsell or
 * the copyright warning here; its toasts are queued by the store as notices (NoticeToasts shows
 * them, with the /account link of the error).
 */
import { useState } from 'react';
import {
  CREATE_FORM_ERROR_TOAST_MS,
  createFormScopeForPath,
  type CreateFormState,
  type RulesContext,
} from '@cadenza/sdk';
import { submitCreateForm, type CadenzaStore } from '@cadenza/sdk/store';
import { useToaster } from '../../primitives/Toast/Toaster';
import { generationErrorOutcome, pressCreate, type ErrorOutcome } from '../create-decisions';
import type { UpsellReason } from '../UpsellDialog';

export interface GenerationOptions {
  readonly store: CadenzaStore;
  readonly form: CreateFormState | null;
  readonly ctx: RulesContext | null;
  readonly pathname: string;
  /** Told the new clips' ids when a generation starts (e.g. to add them to the current workspace). */
  readonly onGenerated?: ((clipIds: readonly string[]) => void) | undefined;
  /** Replaces the submission (the model check and the blocking message still come first). */
  readonly submit?: ((form: CreateFormState, ctx: RulesContext) => Promise<void>) | undefined;
}

export function useGeneration({
  store,
  form,
  ctx,
  pathname,
  onGenerated,
  submit,
}: GenerationOptions) {
  const toaster = useToaster();
  const [creating, setCreating] = useState(false);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  const [copyrightWarning, setCopyrightWarning] = useState(false);

  const showOutcome = (outcome: ErrorOutcome) => {
    if (outcome.kind === 'upsell') setUpsell(outcome.reason);
    else if (outcome.kind === 'copyright_warning') setCopyrightWarning(true);
  };

  const create = async () => {
    if (!form || !ctx) return;
    const press = pressCreate(form, ctx);
    if (press.kind === 'upsell') return setUpsell('model');
    if (press.kind === 'blocked') return;
    setCreating(true);
    if (submit !== undefined) {
      try {
        await submit(form, ctx);
      } catch (error) {
        showOutcome(generationErrorOutcome(error, ctx));
      } finally {
        setCreating(false);
      }
      return;
    }
    try {
      const submission = await submitCreateForm(
        store,
        createFormScopeForPath(pathname),
        form,
        ctx,
        {
          webClientPathname: pathname,
        },
      );
      if (submission.status === 'sent') onGenerated?.(submission.clips.map((clip) => clip.id));
      if (submission.status === 'not_sent' && submission.message)
        toaster.show({
          kind: 'error',
          title: submission.message,
          durationMs: CREATE_FORM_ERROR_TOAST_MS,
        });
    } catch (error) {
      showOutcome(generationErrorOutcome(error, ctx));
    } finally {
      setCreating(false);
    }
  };

  return {
    creating,
    create,
    upsell,
    setUpsell,
    copyrightWarning,
    closeCopyrightWarning: () => setCopyrightWarning(false),
  } as const;
}
