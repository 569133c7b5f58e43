// Plans and subscription levels. Part of ../constants.ts.

// ---------------------------------------------------------------------------------------------
// Plans and subscription levels (1-generation §1, §6; 3-library-social §1, §6)
// ---------------------------------------------------------------------------------------------

export type PlanKey = 'free' | 'pro' | 'premier';
export type SubscriptionLevel = 'basic' | 'pro' | 'premier';

export const PLAN_KEYS = ['free', 'pro', 'premier'] as const satisfies readonly PlanKey[];
export const PAID_PLAN_KEYS = ['pro', 'premier'] as const satisfies readonly PlanKey[];
/**
 * Decided: the plans on which projects (workspaces) are enabled, for 1 §2 and 2 §2 "?wid={projectId
 * or default} when projects are enabled": every plan (3 §4 gives every user workspaces and a
 * default one; no flag or plan feature gates them, collab-workspaces gates only sharing).
 */
export const PROJECTS_ENABLED_PLANS: readonly PlanKey[] = PLAN_KEYS;
/** Decided: the Free plan is the Basic subscription level. */
export const SUBSCRIPTION_LEVEL_BY_PLAN: Readonly<Record<PlanKey, SubscriptionLevel>> = {
  free: 'basic',
  pro: 'pro',
  premier: 'premier',
};
