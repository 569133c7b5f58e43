/**
 * The new-model introductions of the create form (1-generation §2 persisted state: hasSeenCrow,
 * hasSeenBluejay, hasSeenCrowModal): the crow modal and the bluejay modal. Pure. Only the newest
 * model the plan can use is introduced, once: crow (chirp-crow, V5) before bluejay
 * (chirp-bluejay, V4.5+); a seen introduction is never shown again. Decided: the spec names the
 * remembered flags but not the modals' texts or triggers (see labels.ts MODEL_INTRO_LABELS).
 */
import {
  canUseModel,
  type BillingModelInfo,
  type CreateFormPreferences,
  type ModelKey,
} from '@cadenza/sdk';

export type ModelIntro = 'crow' | 'bluejay';

type SeenFlag = 'hasSeenCrowModal' | 'hasSeenBluejay';

/** Each introduction's model and the remembered flag that marks it seen. */
export const MODEL_INTROS: Readonly<
  Record<ModelIntro, { readonly model: ModelKey; readonly seen: SeenFlag }>
> = {
  crow: { model: 'chirp-crow', seen: 'hasSeenCrowModal' },
  bluejay: { model: 'chirp-bluejay', seen: 'hasSeenBluejay' },
};
/** Newest first. */
const INTRO_ORDER: readonly ModelIntro[] = ['crow', 'bluejay'];

/** The introduction to show now, or null. */
export function modelIntroToShow(
  preferences: CreateFormPreferences,
  billingModels: readonly BillingModelInfo[],
): ModelIntro | null {
  const newest = INTRO_ORDER.find((intro) => canUseModel(MODEL_INTROS[intro].model, billingModels));
  if (newest === undefined || preferences[MODEL_INTROS[newest].seen] === true) return null;
  return newest;
}

/** The remembered state with an introduction marked seen. */
export const markModelIntroSeen = (
  preferences: CreateFormPreferences,
  intro: ModelIntro,
): CreateFormPreferences => ({ ...preferences, [MODEL_INTROS[intro].seen]: true });
