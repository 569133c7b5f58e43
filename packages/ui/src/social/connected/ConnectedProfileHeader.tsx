/**
 * The connected profile header: ProfileHeader on a fetched profile (GET
 * /api/profiles/handle/{handle}) with Follow / Unfollow for a signed-in viewer on someone else's
 * profile, and the follower and following lists in a dialog.
 */
import type { components } from '@cadenza/sdk';
import { useSongSession } from '../../song/connected/use-song-session';
import { FollowListDialog } from '../FollowListDialog';
import { ProfileHeader } from '../ProfileHeader';
import { useFollowList } from './use-follow-list';
import { useProfileFollow } from './use-profile-follow';

export interface ConnectedProfileHeaderProps {
  readonly profile: components['schemas']['Profile'];
  readonly onNavigate: (href: string) => void;
}

export function ConnectedProfileHeader({ profile, onNavigate }: ConnectedProfileHeaderProps) {
  const { viewer } = useSongSession();
  const { follow, toggle } = useProfileFollow(profile);
  const list = useFollowList(profile.handle);
  return (
    <>
      <ProfileHeader
        handle={profile.handle}
        follow={follow}
        numFollowing={profile.num_following ?? 0}
        canFollow={viewer !== null && viewer.id !== profile.user_id}
        onToggleFollow={toggle}
        onOpenList={list.open}
      />
      <FollowListDialog
        handle={profile.handle}
        side={list.side}
        profiles={list.profiles}
        status={list.status}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        onClose={list.close}
        onNavigate={onNavigate}
      />
    </>
  );
}
