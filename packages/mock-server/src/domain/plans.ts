// What a user's plan, role and flags allow: plan features, billing models (can_use and
// max_lengths), pin and upload limits, download quota. The shared rules come from the SDK
// (PLAN_FEATURES_BY_PLAN, modelTier, pinLimit, defaultModel); can_use is the server's to decide.
import {
  DOWNLOAD_QUOTA_BY_PLAN,
  FREE_DAILY_CREDITS,
  MODEL_KEYS,
  MODEL_MAX_LENGTHS,
  MODEL_DISPLAY_NAMES,
  MODEL_RELEASE_RANK,
  MONTHLY_CREDITS_BY_PLAN,
  PAID_PLAN_KEYS,
  PLAN_FEATURES_BY_PLAN,
  STAFF_ONLY_MODELS,
  SUBSCRIPTION_LEVEL_BY_PLAN,
  UPLOAD_MAX_DURATION_FREE_S,
  UPLOAD_MAX_DURATION_LARGEST_S,
  UPLOAD_MAX_DURATION_PAID_S,
  UPLOAD_MIN_DURATION_S,
  baseModelKey,
  defaultModel as sdkDefaultModel,
  isModelKey,
  modelTier,
  pinLimit as sdkPinLimit,
  type MaxLengths,
  type ModelKey,
  type PlanFeature,
  type PlanKey,
  type components,
} from '@cadenza/sdk';
import type { User } from '../db/users';

type Schemas = components['schemas'];
export type { PlanFeature };
export type FeatureFlag = Schemas['FeatureFlag'];
export { PLAN_FEATURES_BY_PLAN, baseModelKey, isModelKey, modelTier };

export const isPaid = (user: Pick<User, 'plan'>): boolean =>
  (PAID_PLAN_KEYS as readonly string[]).includes(user.plan);

export const hasFeature = (user: Pick<User, 'plan'>, feature: PlanFeature): boolean =>
  PLAN_FEATURES_BY_PLAN[user.plan].includes(feature);

export const hasFlag = (user: Pick<User, 'flags'>, flag: FeatureFlag): boolean =>
  user.flags[flag] === true;

export const subscriptionLevel = (user: Pick<User, 'plan'>) =>
  SUBSCRIPTION_LEVEL_BY_PLAN[user.plan];

/**
 * Whether a plan can use a model. Decided with the plan features: V4 and the later models need
 * the V4 and Auk features of a paid plan; Free uses models before V4, and chirp-v4 itself while
 * its free V4 generations last (1-generation §4 free v4 counter). Staff-only models: staff.
 */
export function canUseModel(
  user: Pick<User, 'plan' | 'free_v4_left' | 'is_staff'>,
  key: string,
): boolean {
  const base = baseModelKey(key);
  if (!isModelKey(base)) return false;
  if (STAFF_ONLY_MODELS.has(base)) return user.is_staff;
  if (isPaid(user)) return true;
  if (base === 'chirp-v4') return user.free_v4_left > 0;
  return MODEL_RELEASE_RANK[base] < MODEL_RELEASE_RANK['chirp-v4'];
}

/** Whether a generation on this model is paid from the free V4 counter instead of credits. */
export const usesFreeV4Counter = (user: Pick<User, 'plan'>, key: string): boolean =>
  !isPaid(user) && baseModelKey(key) === 'chirp-v4';

export const maxLengthsOf = (key: string): MaxLengths => {
  const base = baseModelKey(key);
  return isModelKey(base) ? MODEL_MAX_LENGTHS[base] : MODEL_MAX_LENGTHS['chirp-v3-5'];
};

/** The Auk feature selects default tier V5, otherwise V3.5. */
export const defaultModel = (user: Pick<User, 'id' | 'plan'>): ModelKey =>
  sdkDefaultModel({ id: user.id, plan: user.plan });

/** The billing models of the session: every model key the user may see, with can_use and max_lengths. */
export function billingModels(user: User): Schemas['BillingModel'][] {
  const fallback = defaultModel(user);
  const offered = MODEL_KEYS.filter((key) => user.is_staff || !STAFF_ONLY_MODELS.has(key));
  return offered.map((key) => ({
    external_key: key,
    name: MODEL_DISPLAY_NAMES[key],
    major_model_version: modelTier(key),
    can_use: canUseModel(user, key),
    max_lengths: MODEL_MAX_LENGTHS[key],
    is_default: key === fallback,
  }));
}

/** Pin limit: 5, or the artist-profiles value with that flag. */
export const pinLimit = (user: Pick<User, 'flags'>): number => sdkPinLimit(user.flags);

/** Upload trim limits: 1 minute free, 8 minutes paid, the largest for staff and skip-paywall. */
export function uploadLimits(user: User): { min: number; max: number } {
  if (user.is_staff || hasFlag(user, 'skip-paywall'))
    return { min: UPLOAD_MIN_DURATION_S, max: UPLOAD_MAX_DURATION_LARGEST_S };
  return {
    min: UPLOAD_MIN_DURATION_S,
    max: hasFeature(user, 'LongUploads') ? UPLOAD_MAX_DURATION_PAID_S : UPLOAD_MAX_DURATION_FREE_S,
  };
}

/** Upload needs Pro or Premier (or staff and skip-paywall). */
export const canUpload = (user: User): boolean =>
  isPaid(user) || user.is_staff || hasFlag(user, 'skip-paywall');

export const downloadLimit = (user: Pick<User, 'plan'>): number | null =>
  DOWNLOAD_QUOTA_BY_PLAN[user.plan];

/** Monthly credit grant of a plan (Free is topped up daily instead). */
export const monthlyLimit = (plan: PlanKey): number =>
  plan === 'free' ? FREE_DAILY_CREDITS : MONTHLY_CREDITS_BY_PLAN[plan];
