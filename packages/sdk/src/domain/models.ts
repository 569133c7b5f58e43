/**
 * Models (1-generation §2, §3 Models, §4, §5, §6): keys and tiers by the spec's name mapping, the
 * capability ladder the create form's conditions need, the tau variants sent with references,
 * fixed_infill's model, per-model input limits and the default tier of the Auk plan feature.
 */
import {
  CONTROL_SLIDER_MODELS,
  DEFAULT_TIER_WITH_AUK,
  DEFAULT_TIER_WITHOUT_AUK,
  EXTEND_MODEL_NAME_FRAGMENTS,
  FIXED_INFILL_MODEL,
  MAX_LENGTHS_LEGACY,
  MODEL_KEYS,
  MODEL_MAX_LENGTHS,
  MODEL_RELEASE_RANK,
  MODEL_TIER_NAME_FRAGMENTS,
  MODEL_TIER_UNKNOWN,
  MUMBLE_MODE_MODELS,
  PERSONA_OR_COVER_MIN_MODEL,
  PERSONA_WITH_EXTEND_OR_COVER_MIN_MODEL,
  PLAYLIST_OR_PAINTING_MIN_MODEL,
  type MaxLengths,
  type ModelKey,
  type ModelTier,
} from './constants';
import { hasPlanFeature, type Viewer } from './permissions';
import type { BillingModelInfo } from './rules-context';

/** 'V5', 'V4.5+', 'V4.5', 'V4', 'V3.5' or 'V3' by the spec's name mapping (unknown is V3.5). */
export function modelTier(key: string): ModelTier {
  const name = key.toLowerCase();
  const match = MODEL_TIER_NAME_FRAGMENTS.find(([fragment]) => name.includes(fragment));
  return match === undefined ? MODEL_TIER_UNKNOWN : match[1];
}

export const isModelKey = (key: string): key is ModelKey =>
  (MODEL_KEYS as readonly string[]).includes(key);

/**
 * Tau variants, sent instead of the plain model when a generation carries references
 * (1-generation §3). Not in constants.ts: the keys are the ModelKey enum of openapi.yaml.
 */
export const TAU_MODEL_VARIANTS = {
  'chirp-auk': 'chirp-auk-tau',
  'chirp-bluejay': 'chirp-bluejay-tau',
  'chirp-crow': 'chirp-crow-tau',
} as const satisfies Partial<Record<ModelKey, string>>;
export type TauModelKey = (typeof TAU_MODEL_VARIANTS)[keyof typeof TAU_MODEL_VARIANTS];
/** Every key the wire's mv takes. */
export type WireModelKey = ModelKey | TauModelKey;

const TAU_BASE = new Map<string, ModelKey>(
  Object.entries(TAU_MODEL_VARIANTS).map(([base, tau]) => [tau, base as ModelKey]),
);

/** The plain model of a key (a tau variant's base model; other keys as they are). */
export const baseModelKey = (key: string): string => TAU_BASE.get(key) ?? key;

/** The key to send as mv: the tau variant when references are present and one exists. */
export function modelForReferences(key: ModelKey, hasReferences: boolean): WireModelKey {
  if (!hasReferences) return key;
  return (TAU_MODEL_VARIANTS as Partial<Record<ModelKey, TauModelKey>>)[key] ?? key;
}

/** The model a task forces: fixed_infill forces chirp-carp; other tasks force none. */
export const forcedModelForTask = (task: string | null): ModelKey | null =>
  task === 'fixed_infill' ? FIXED_INFILL_MODEL : null;

/** Release rank of a key (tau variants rank as their base); unknown keys have none. */
export function modelRank(key: string): number | null {
  const base = baseModelKey(key);
  return isModelKey(base) ? MODEL_RELEASE_RANK[base] : null;
}

/** "min or later" by release rank; unknown keys are never later. */
export function isModelAtLeast(key: string, min: ModelKey): boolean {
  const rank = modelRank(key);
  return rank !== null && rank >= MODEL_RELEASE_RANK[min];
}

/** Extend works with v2, v3-0, v3-5, v4 and the bird-named models (by name fragment). */
export const canExtend = (key: string): boolean =>
  EXTEND_MODEL_NAME_FRAGMENTS.some((fragment) => key.includes(fragment));

/** Mumble mode only for bluejay and crow. */
export const supportsMumble = (key: string): boolean =>
  (MUMBLE_MODE_MODELS as readonly string[]).includes(baseModelKey(key));

/** Control sliders are sent only for these models. */
export const supportsControlSliders = (key: string): boolean =>
  (CONTROL_SLIDER_MODELS as readonly string[]).includes(baseModelKey(key));

/** The conditions of a form that the capability ladder reads. */
export interface ModelNeeds {
  readonly extend: boolean;
  readonly persona: boolean;
  readonly cover: boolean;
  /** An inspiration playlist or inspiration clips (both are playlist conditions). */
  readonly playlist: boolean;
  /** Underpaint or overpaint. */
  readonly painting: boolean;
}

/** Whether a model can carry these conditions (1-generation §4 'Model changed'). */
export function modelSatisfies(key: string, needs: ModelNeeds): boolean {
  if (needs.extend && !canExtend(key)) return false;
  if ((needs.persona || needs.cover) && !isModelAtLeast(key, PERSONA_OR_COVER_MIN_MODEL))
    return false;
  if ((needs.playlist || needs.painting) && !isModelAtLeast(key, PLAYLIST_OR_PAINTING_MIN_MODEL))
    return false;
  const personaCombined = needs.persona && (needs.extend || needs.cover);
  return !personaCombined || isModelAtLeast(key, PERSONA_WITH_EXTEND_OR_COVER_MIN_MODEL);
}

/** Models made for one task (infill), never picked as the form's model. */
const TASK_ONLY_MODELS: readonly string[] = [FIXED_INFILL_MODEL, 'chirp-auk-infill'];

const isFormModel = (key: string): key is ModelKey =>
  isModelKey(key) && !TASK_ONLY_MODELS.includes(key);

const latestOf = (keys: readonly ModelKey[]): ModelKey | null =>
  keys.reduce<ModelKey | null>(
    (best, key) =>
      best === null || MODEL_RELEASE_RANK[key] > MODEL_RELEASE_RANK[best] ? key : best,
    null,
  );

/**
 * Version keys that name the same model as a bird key (1-generation §3: "chirp-auk (4.5),
 * chirp-bluejay (4.5+)"): the picker shows the model once, under its bird key.
 */
export const MODEL_ALIASES: Readonly<Partial<Record<ModelKey, ModelKey>>> = {
  'chirp-v4-5': 'chirp-auk',
  'chirp-v4-5-plus': 'chirp-bluejay',
};

/** The key the picker shows a model under (an alias's bird key; others as they are). */
export const modelChoiceKey = (key: string): string =>
  MODEL_ALIASES[baseModelKey(key) as ModelKey] ?? baseModelKey(key);

/**
 * The billing models a model picker offers, each model once: no task-only model (chirp-carp,
 * chirp-auk-infill) and no version alias whose bird key is offered too, in billing order.
 */
export function modelChoices<M extends { readonly external_key: string }>(
  billingModels: readonly M[],
): M[] {
  const offered = new Set(billingModels.map((m) => m.external_key));
  return billingModels.filter((m) => {
    if (!isFormModel(m.external_key)) return false;
    const choice = modelChoiceKey(m.external_key);
    return choice === m.external_key || !offered.has(choice);
  });
}

/** The newest model the form can hold. */
const NEWEST_FORM_MODEL: ModelKey = MODEL_KEYS.filter(isFormModel).reduce((best, key) =>
  MODEL_RELEASE_RANK[key] > MODEL_RELEASE_RANK[best] ? key : best,
);

/**
 * The latest available model that satisfies `accepts`: the newest usable billing model, else
 * the newest billing model (generation then opens the upgrade prompt), else the newest known key.
 */
export function latestAvailableModel(
  billingModels: readonly BillingModelInfo[],
  accepts: (key: ModelKey) => boolean = () => true,
): ModelKey {
  const offered = billingModels.filter((m) => isFormModel(m.external_key));
  const fitting = (models: readonly BillingModelInfo[]): ModelKey[] =>
    models.map((m) => m.external_key as ModelKey).filter(accepts);
  return (
    latestOf(fitting(offered.filter((m) => m.can_use))) ??
    latestOf(fitting(offered)) ??
    latestOf(MODEL_KEYS.filter(isFormModel).filter(accepts)) ??
    NEWEST_FORM_MODEL
  );
}

/** Whether the user's plan can use a model (its billing model's can_use). */
export const canUseModel = (key: string, billingModels: readonly BillingModelInfo[]): boolean =>
  billingModels.some((m) => m.external_key === baseModelKey(key) && m.can_use);

/** A model's input maxima: its billing model's max_lengths, else the decided table. */
export function modelMaxLengths(
  key: string,
  billingModels: readonly BillingModelInfo[],
): MaxLengths {
  const base = baseModelKey(key);
  const billed = billingModels.find((m) => m.external_key === base);
  if (billed !== undefined) return billed.max_lengths;
  return isModelKey(base) ? MODEL_MAX_LENGTHS[base] : MAX_LENGTHS_LEGACY;
}

/** The Auk plan feature selects default tier V5, otherwise V3.5 (1-generation §6; 2-studio §6). */
export const defaultModelTier = (viewer: Viewer): ModelTier =>
  hasPlanFeature(viewer, 'Auk') ? DEFAULT_TIER_WITH_AUK : DEFAULT_TIER_WITHOUT_AUK;

/**
 * The model a tier stands for when nothing else picks one. Decided (not in constants.ts): each
 * tier's named bird model from V4.5 on, its version key before.
 */
export const TIER_DEFAULT_MODEL: Readonly<Record<ModelTier, ModelKey>> = {
  V5: 'chirp-crow',
  'V4.5+': 'chirp-bluejay',
  'V4.5': 'chirp-auk',
  V4: 'chirp-v4',
  'V3.5': 'chirp-v3-5',
  V3: 'chirp-v3-0',
};

/** The default model of a user: the model of their default tier. */
export const defaultModel = (viewer: Viewer): ModelKey =>
  TIER_DEFAULT_MODEL[defaultModelTier(viewer)];
