/**
 * Create, connected: the model check first (upsell), then the blocking message, then the request
 * through the store (POST generate, or adjust-speed). A failed start opens the concurrency upsell
 * or the copyright warning here; its toasts are queued by the store as notices (NoticeToasts shows
 * them, with the /account link of the error).
 */
import { useState } from 'react';
import {
  buildAdjustSpeedRequest,
  buildGenerationRequest,
  type CadenzaStore,
  type CreateFormState,
  type RulesContext,
} from '@cadenza/sdk';
import { useToaster } from '../../primitives/Toast/Toaster';
import { CREATE_FORM_ERROR_TOAST_MS } from '@cadenza/sdk';
import { generationErrorOutcome, pressCreate, type ErrorOutcome } from '../create-decisions';
import type { UpsellReason } from '../UpsellDialog';

export interface GenerationOptions {
  readonly store: CadenzaStore;
  readonly form: CreateFormState | null;
  readonly ctx: RulesContext | null;
  readonly pathname: string;
}

export function useGeneration({ store, form, ctx, pathname }: GenerationOptions) {
  const toaster = useToaster();
  const [creating, setCreating] = useState(false);
  const [upsell, setUpsell] = useState<UpsellReason | null>(null);
  const [copyrightWarning, setCopyrightWarning] = useState(false);

  const showOutcome = (outcome: ErrorOutcome) => {
    if (outcome.kind === 'upsell') setUpsell(outcome.reason);
    else if (outcome.kind === 'copyright_warning') setCopyrightWarning(true);
  };

  async function send(current: CreateFormState, rules: RulesContext): Promise<void> {
    if (current.global.mode === 'adjust_speed') {
      const body = buildAdjustSpeedRequest(current);
      if (body) await store.mutate('adjustClipSpeed', { body });
      return;
    }
    const built = buildGenerationRequest(current, rules, { webClientPathname: pathname });
    if (!built.ok) {
      if (built.message)
        toaster.show({
          kind: 'error',
          title: built.message,
          durationMs: CREATE_FORM_ERROR_TOAST_MS,
        });
      return;
    }
    await store.mutate('generate', { body: built.request });
  }

  const create = async () => {
    if (!form || !ctx || creating) return;
    const press = pressCreate(form, ctx);
    if (press.kind === 'upsell') return setUpsell('model');
    if (press.kind === 'blocked') return;
    setCreating(true);
    try {
      await send(form, ctx);
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
