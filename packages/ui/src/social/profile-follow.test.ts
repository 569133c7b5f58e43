import { describe, expect, it } from 'vitest';
import { PROFILES_PAGE_SIZE } from '@cadenza/sdk';
import {
  followStateOf,
  hasMoreFollows,
  NO_FOLLOW_PAGES,
  toggledFollow,
  withFollowPage,
} from './profile-follow';

const profile = (n: number) => ({
  user_id: `u${n}`,
  handle: `user${n}`,
  is_following: false,
  num_followers: 0,
  num_following: 0,
});
const page = (from: number, count: number, total: number) => ({
  profiles: Array.from({ length: count }, (_, i) => profile(from + i)),
  num_total_profiles: total,
});

describe('3-library-social §7 Profiles: follow, and the follower / following lists', () => {
  it('Follow moves the follower count up, Unfollow down, never below 0', () => {
    const state = followStateOf({ ...profile(1), num_followers: 4 });
    expect(toggledFollow(state)).toEqual({ following: true, followers: 5 });
    expect(toggledFollow(toggledFollow(state))).toEqual(state);
    expect(toggledFollow({ following: true, followers: 0 })).toEqual({
      following: false,
      followers: 0,
    });
  });

  it('lists come 20 a page (num_total_profiles): more while fewer are loaded than the total', () => {
    expect(hasMoreFollows(NO_FOLLOW_PAGES)).toBe(false);
    const first = withFollowPage(NO_FOLLOW_PAGES, page(0, PROFILES_PAGE_SIZE, 25));
    expect(first.profiles).toHaveLength(20);
    expect(hasMoreFollows(first)).toBe(true);
    const second = withFollowPage(first, page(20, 5, 25));
    expect(second.profiles.map((p) => p.handle).at(-1)).toBe('user24');
    expect(hasMoreFollows(second)).toBe(false);
  });

  it('a profile already listed (the list moved between pages) is not repeated', () => {
    const first = withFollowPage(NO_FOLLOW_PAGES, page(0, 20, 30));
    const second = withFollowPage(first, page(19, 10, 30));
    expect(second.profiles).toHaveLength(29);
    expect(new Set(second.profiles.map((p) => p.user_id)).size).toBe(29);
  });
});
