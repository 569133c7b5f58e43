/**
 * FollowListDialog: a profile's followers or the profiles it follows, 20 a page with 'Load more'
 * (3-library-social §7 Profiles); each entry links to its profile.
 */
import type { components } from '@cadenza/sdk';
import { Avatar, Button, Dialog } from '../primitives';
import { PROFILE_LABELS } from './labels';
import { NavLink } from './NavLink';
import type { FollowSide } from './profile-follow';
import { profilePath } from './routes';
import * as styles from './ProfileHeader.css';
import * as social from './social.css';

export interface FollowListDialogProps {
  readonly handle: string;
  /** The list shown; null when the dialog is closed. */
  readonly side: FollowSide | null;
  readonly profiles: readonly components['schemas']['Profile'][];
  readonly status: 'loading' | 'ready' | 'error';
  readonly hasMore: boolean;
  readonly onLoadMore: () => void;
  readonly onClose: () => void;
  readonly onNavigate: (href: string) => void;
}

export function FollowListDialog({
  handle,
  side,
  profiles,
  status,
  hasMore,
  onLoadMore,
  onClose,
  onNavigate,
}: FollowListDialogProps) {
  const title =
    side === 'following'
      ? PROFILE_LABELS.followingTitle(handle)
      : PROFILE_LABELS.followersTitle(handle);
  const empty = side === 'following' ? PROFILE_LABELS.noFollowing : PROFILE_LABELS.noFollowers;
  return (
    <Dialog.Root open={side !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        {profiles.length > 0 ? (
          <ul className={styles.list} aria-label={title}>
            {profiles.map((profile) => (
              <li key={profile.user_id} className={styles.person}>
                <Avatar
                  name={profile.display_name ?? profile.handle}
                  src={profile.avatar_image_url ?? null}
                  size="small"
                  decorative
                />
                <NavLink
                  href={profilePath(profile.handle)}
                  onNavigate={(href) => {
                    onClose();
                    onNavigate(href);
                  }}
                >
                  {PROFILE_LABELS.handle(profile.handle)}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : status === 'ready' ? (
          <p className={social.muted}>{empty}</p>
        ) : null}
        {status === 'error' ? <p className={social.error}>{PROFILE_LABELS.loadFailed}</p> : null}
        {status === 'loading' ? <p className={social.muted}>{PROFILE_LABELS.loading}</p> : null}
        {hasMore && status === 'ready' ? (
          <Dialog.Footer>
            <Button onClick={onLoadMore}>{PROFILE_LABELS.loadMore}</Button>
          </Dialog.Footer>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
