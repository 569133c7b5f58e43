/**
 * Contests (1-generation §3, §4 Contest clip, §4 Trash, publish; 3-library-social §3, §4): a
 * clip is submitted if it has contest ids and active while the contest end time is in the
 * future; unpublishing without contest entry clears the contest ids.
 */
import type { components } from '../api/schema.gen';
import { parseTime } from './clip-lifecycle';

/** A clip as the contest rules need it. */
export interface ContestClip {
  readonly metadata?: { readonly contest_ids?: readonly string[] | null } | null;
}

/** A clip is 'submitted' if it has contest_ids. */
export const isContestSubmitted = (clip: ContestClip): boolean =>
  (clip.metadata?.contest_ids?.length ?? 0) > 0;

/** A contest is active while its end time is in the future. */
export function isContestActive(contest: { readonly end_time: string }, now: number): boolean {
  const end = parseTime(contest.end_time);
  return end !== null && end > now;
}

/** A submitted clip whose contests include one still active. */
export function isInActiveContest(
  clip: ContestClip,
  contests: readonly { readonly id: string; readonly end_time: string }[],
  now: number,
): boolean {
  const ids = clip.metadata?.contest_ids ?? [];
  return contests.some((contest) => ids.includes(contest.id) && isContestActive(contest, now));
}

/** POST /api/gen/{gen_id}/set_visibility/ body. */
export const setVisibilityRequest = (
  isPublic: boolean,
  submitToContest?: boolean,
): components['schemas']['SetVisibilityRequest'] => ({
  is_public: isPublic,
  ...(submitToContest !== undefined ? { submit_to_contest: submitToContest } : {}),
});

/** The clip after a visibility change: non-public with contest entry false clears contest ids. */
export function withVisibility<C extends ContestClip & { readonly is_public?: boolean | null }>(
  clip: C,
  isPublic: boolean,
  submitToContest?: boolean,
): C {
  const clears = !isPublic && submitToContest === false;
  return {
    ...clip,
    is_public: isPublic,
    ...(clears ? { metadata: { ...clip.metadata, contest_ids: [] } } : {}),
  };
}
