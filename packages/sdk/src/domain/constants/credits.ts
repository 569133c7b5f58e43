// Credits and plan quotas. Part of ../constants.ts.
import type { PlanKey } from './plans';

// ---------------------------------------------------------------------------------------------
// Credits and plan quotas (1-generation §4, §6, §9; 3-library-social §6, §9)
// ---------------------------------------------------------------------------------------------

/** Minimum credits to create (1-generation §9). */
export const MIN_CREDITS_TO_CREATE = 10;
/** Decided: clips per generation request, credits per request and per clip. */
export const CLIPS_PER_GENERATION = 2;
export const CREDITS_PER_GENERATION = 10;
export const CREDITS_PER_CLIP = 5;
/** Decided: crop, fade and speed edit actions cost nothing (generating edits cost as generation). */
export const CREDITS_PER_EDIT_ACTION = 0;

/** Decided: credits a Pro or Premier subscription grants each month. */
export const MONTHLY_CREDITS_BY_PLAN: Readonly<Record<'pro' | 'premier', number>> = {
  pro: 2500,
  premier: 10000,
};
/** Decided: the Free plan has no monthly grant; its balance is topped up to this each day. */
export const FREE_DAILY_CREDITS = 50;
/** Decided: free-generation counters a new account starts with (1-generation §4). */
export const FREE_REMASTERS_DEFAULT = 3;
export const FREE_V4_GENERATIONS_DEFAULT = 10;
/** Decided: running generation requests allowed at once before 429 'Too many running jobs'. */
export const CONCURRENT_GENERATION_JOBS_BY_PLAN: Readonly<Record<PlanKey, number>> = {
  free: 1,
  pro: 5,
  premier: 10,
};
