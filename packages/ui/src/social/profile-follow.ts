/**
 * Following a profile (3-library-social §3 Profile, §7 Profiles): the follow state the header
 * shows, changed at once on Follow / Unfollow (the follower count with it) and put back when the
 * call fails; and the pages of a follower or following list (20 a page, num_total_profiles).
 */
import { PROFILES_PAGE_SIZE, type components } from '@cadenza/sdk';

type Profile = components['schemas']['Profile'];

export interface FollowState {
  readonly following: boolean;
  readonly followers: number;
}

export const followStateOf = (profile: Profile): FollowState => ({
  following: profile.is_following,
  followers: profile.num_followers ?? 0,
});

/** The state after pressing Follow (or Unfollow): the count moves with it, never below 0. */
export const toggledFollow = (state: FollowState): FollowState => ({
  following: !state.following,
  followers: Math.max(0, state.followers + (state.following ? -1 : 1)),
});

export type FollowSide = 'followers' | 'following';

export interface FollowPages {
  readonly profiles: readonly Profile[];
  readonly total: number;
  /** Pages loaded so far. */
  readonly pages: number;
}

export const NO_FOLLOW_PAGES: FollowPages = { profiles: [], total: 0, pages: 0 };

/** Adds a loaded page (profiles already listed are not repeated). */
export function withFollowPage(
  state: FollowPages,
  page: { readonly profiles: readonly Profile[]; readonly num_total_profiles: number },
): FollowPages {
  const seen = new Set(state.profiles.map((p) => p.user_id));
  return {
    profiles: [...state.profiles, ...page.profiles.filter((p) => !seen.has(p.user_id))],
    total: page.num_total_profiles,
    pages: state.pages + 1,
  };
}

/** More profiles remain beyond the pages loaded. */
export const hasMoreFollows = (state: FollowPages): boolean =>
  state.pages > 0 &&
  state.profiles.length < state.total &&
  state.pages * PROFILES_PAGE_SIZE < state.total;
