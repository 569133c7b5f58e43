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

/** A count that opens its list: its number in bold, then its word ('3 followers'). */
function CountButton({
  side,
  label,
  onOpenList,
}: {
  readonly side: FollowSide;
  readonly label: string;
  readonly onOpenList: (side: FollowSide) => void;
}) {
  const [value, ...words] = label.split(' ');
  return (
    <button
      type="button"
      className={styles.count}
      data-count={side}
      onClick={() => onOpenList(side)}
    >
      <span className={styles.countValue}>{value}</span> {words.join(' ')}
    </button>
  );
}

export function ProfileHeader({
  handle,
  follow,
  numFollowing,
  canFollow,
  onToggleFollow,
  onOpenList,
}: ProfileHeaderProps) {
  return (
    <div className={styles.header} data-profile-header={handle}>
      <CountButton
        side="followers"
        label={PROFILE_LABELS.followers(follow.followers)}
        onOpenList={onOpenList}
      />
      <CountButton
        side="following"
        label={PROFILE_LABELS.following(numFollowing)}
        onOpenList={onOpenList}
      />
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
