/**
 * ProfileHeader: under a profile's name, its follower and following counts (each opens its
 * list) and, on other users' profiles for a signed-in viewer, Follow / Unfollow
 * (3-library-social §3 Profile, §7 Profiles).
 */
import { Button } from '../primitives';
import { PROFILE_LABELS } from './labels';
import type { FollowSide, FollowState } from './profile-follow';
import * as styles from './ProfileHeader.css';

export interface ProfileHeaderProps {
  readonly handle: string;
  readonly follow: FollowState;
  readonly numFollowing: number;
  /** Follow / Unfollow is offered (a signed-in viewer on someone else's profile). */
  readonly canFollow: boolean;
  readonly onToggleFollow: () => void;
  readonly onOpenList: (side: FollowSide) => void;
}

export function ProfileHeader({
  handle,
  follow,
  numFollowing,
  canFollow,
  onToggleFollow,
  onOpenList,
}: ProfileHeaderProps) {
  const [followersValue, ...followersRest] = PROFILE_LABELS.followers(follow.followers).split(' ');
  const [followingValue, ...followingRest] = PROFILE_LABELS.following(numFollowing).split(' ');
  return (
    <div className={styles.header} data-profile-header={handle}>
      <button
        type="button"
        className={styles.count}
        data-count="followers"
        onClick={() => onOpenList('followers')}
      >
        <span className={styles.countValue}>{followersValue}</span> {followersRest.join(' ')}
      </button>
      <button
        type="button"
        className={styles.count}
        data-count="following"
        onClick={() => onOpenList('following')}
      >
        <span className={styles.countValue}>{followingValue}</span> {followingRest.join(' ')}
      </button>
      {canFollow ? (
        <Button
          variant={follow.following ? 'secondary' : 'primary'}
          aria-label={
            follow.following
              ? PROFILE_LABELS.unfollowHandle(handle)
              : PROFILE_LABELS.followHandle(handle)
          }
          onClick={onToggleFollow}
        >
          {follow.following ? PROFILE_LABELS.unfollow : PROFILE_LABELS.follow}
        </Button>
      ) : null}
    </div>
  );
}
