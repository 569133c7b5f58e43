/** Test fixtures of the generation rules: a rules context, forms, clips (used by *.test.ts only). */
import { expect } from 'vitest';
import { MODEL_KEYS, MODEL_MAX_LENGTHS, type ModelKey } from '../constants';
import type { BillingModelInfo, RulesContext, RulesSession } from '../rules-context';
import { createCreateFormState } from './defaults';
import type { CreateFormState, FormSourceClip, FormUpdate, ResolvedCreateForm } from './types';

/** Every model as a billing model (usable unless `canUse` says otherwise). */
export const billingModels = (
  canUse: (key: ModelKey) => boolean = () => true,
): BillingModelInfo[] =>
  MODEL_KEYS.map((key) => ({
    external_key: key,
    can_use: canUse(key),
    max_lengths: MODEL_MAX_LENGTHS[key],
  }));

export const NOW = 1_700_000_000_000;

/** A Pro user with credits, no flags, every model usable. */
export function rulesContext(
  session: Partial<RulesSession> = {},
  models: readonly BillingModelInfo[] = billingModels(),
): RulesContext {
  return {
    session: {
      id: 'user-1',
      plan: 'pro',
      isStaff: false,
      flags: {},
      credits: 100,
      subscriptionLevel: 'pro',
      ...session,
    },
    billingModels: models,
    clock: { now: () => NOW },
  };
}

/** A custom-mode form on a model (crow by default). */
export const customForm = (model: ModelKey = 'chirp-crow'): CreateFormState =>
  createCreateFormState({ model, mode: 'custom' });

/** A complete generated clip of the user's, with its texts. */
export const sourceClip = (
  id: string,
  metadata: NonNullable<FormSourceClip['metadata']> = {},
  extra: Partial<FormSourceClip> = {},
): FormSourceClip => ({
  id,
  title: `Song ${id}`,
  user_id: 'user-1',
  metadata: {
    tags: 'lofi, piano',
    negative_tags: 'metal',
    prompt: '[Verse]\nHello',
    duration: 180,
    type: 'gen',
    ...metadata,
  },
  ...extra,
});

/** The resolved form of a successful update (fails the test otherwise). */
export function resolved(update: FormUpdate): ResolvedCreateForm {
  expect(update.ok, JSON.stringify(update)).toBe(true);
  return update as ResolvedCreateForm;
}

/** The notice messages of an update. */
export const messagesOf = (result: ResolvedCreateForm): string[] =>
  result.notices.map((n) => n.message);
