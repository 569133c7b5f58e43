/**
 * What the create form's controls do, decided from the SDK's rules (pure; the connected form and
 * the local one share them): picking a model, pressing Create, and showing a generation error.
 */
import {
  canUseModel,
  describeGenerationError,
  generationStartGate,
  isApiError,
  isModelKey,
  setCreateFormModel,
  type CreateFormState,
  type FormUpdate,
  type GenerationErrorDescription,
  type RulesContext,
} from '@cadenza/sdk';
import type { ToastInput } from '../primitives/Toast/toast-queue';
import type { UpsellReason } from './UpsellDialog';
import { UPSELL_LABELS } from './labels';

export type ModelChoice =
  | { readonly kind: 'upsell' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'update'; readonly update: FormUpdate };

/** Picking a model: one the plan cannot use opens the upsell and changes nothing. */
export function chooseModel(form: CreateFormState, key: string, ctx: RulesContext): ModelChoice {
  if (!isModelKey(key)) return { kind: 'ignored' };
  if (!canUseModel(key, ctx.billingModels)) return { kind: 'upsell' };
  return { kind: 'update', update: setCreateFormModel(form, key, ctx) };
}

export type CreatePress =
  | { readonly kind: 'upsell' }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'generate' }
  | { readonly kind: 'adjust_speed' };

/** Pressing Create: the model check first, then the blocking message, then send. */
export function pressCreate(form: CreateFormState, ctx: RulesContext): CreatePress {
  const gate = generationStartGate(form, ctx);
  if (gate.kind === 'upsell') return { kind: 'upsell' };
  if (gate.kind === 'blocked') return { kind: 'blocked' };
  return form.global.mode === 'adjust_speed' ? { kind: 'adjust_speed' } : { kind: 'generate' };
}

/** What a failed generation start shows: a toast, the concurrency upsell or the copyright warning. */
export type ErrorOutcome =
  | { readonly kind: 'toast'; readonly toast: ToastInput }
  | { readonly kind: 'upsell'; readonly reason: UpsellReason }
  | { readonly kind: 'copyright_warning' };

export function describeError(description: GenerationErrorDescription): ErrorOutcome {
  if (description.kind === 'modal')
    return description.modal === 'copyright_warning'
      ? { kind: 'copyright_warning' }
      : { kind: 'upsell', reason: 'concurrency' };
  return {
    kind: 'toast',
    toast: {
      kind: 'error',
      title: description.title,
      durationMs: description.durationMs,
      ...(description.description === undefined ? {} : { description: description.description }),
      ...(description.action === undefined
        ? {}
        : {
            action: {
              href: description.action.href,
              label: description.action.label ?? UPSELL_LABELS.upgrade,
            },
          }),
    },
  };
}

/** The outcome of any error a generation call threw (network errors have no status). */
export function generationErrorOutcome(error: unknown, ctx: RulesContext): ErrorOutcome {
  const status = isApiError(error) ? (error.status ?? 0) : 0;
  const body = isApiError(error) ? error.body : undefined;
  return describeError(describeGenerationError(status, body, ctx));
}
