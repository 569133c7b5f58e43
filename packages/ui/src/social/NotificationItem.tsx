/**
 * NotificationItem: one notification: the unread marker, the actors (profile links; two named,
 * then 'N others'), what happened, the content it refers to (a link through `onNavigate`, which
 * also marks it read), the comment quoted, 'Follow back' on a follow the viewer does not return,
 * and 'Hide this notification' (suppress).
 */
import { Fragment } from 'react';
import { Avatar, Badge, Button, DropdownMenu, IconButton } from '../primitives';
import { NOTIFICATION_LABELS } from './labels';
import { NavLink } from './NavLink';
import {
  actorName,
  followBackHandle,
  notificationActors,
  notificationHref,
  notificationPhrase,
  type Notification,
} from './notification-view';
import { profilePath } from './routes';
import * as styles from './NotificationList.css';
import * as social from './social.css';

export type FollowBackState = 'idle' | 'pending' | 'done';

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly onNavigate: (href: string) => void;
  /** Called when the viewer opens the notification's link while it is unread. */
  readonly onRead: (notification: Notification) => void;
  readonly onSuppress: (notification: Notification) => void;
  readonly onFollowBack: (handle: string) => void;
  readonly followBack?: FollowBackState;
}

function Actors({
  notification,
  onNavigate,
}: Pick<NotificationItemProps, 'notification' | 'onNavigate'>) {
  const { named, others } = notificationActors(notification);
  const parts = [
    ...named.map((actor) => (
      <NavLink key={actor.handle} href={profilePath(actor.handle)} onNavigate={onNavigate}>
        {actorName(actor)}
      </NavLink>
    )),
    ...(others > 0 ? [<span key="others">{NOTIFICATION_LABELS.others(others)}</span>] : []),
  ];
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index === 0 ? null : index === parts.length - 1 ? ` ${NOTIFICATION_LABELS.and} ` : ', '}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function NotificationItem({
  notification,
  onNavigate,
  onRead,
  onSuppress,
  onFollowBack,
  followBack = 'idle',
}: NotificationItemProps) {
  const href = notificationHref(notification);
  const announcement = notification.notification_type === 'announcement';
  const first = notification.user_profiles[0];
  const handle = followBackHandle(notification);
  const open = (target: string) => {
    if (!notification.is_read) onRead(notification);
    onNavigate(target);
  };
  // A follow links to the follower (their name); it has no content of its own to name.
  const title = notification.notification_type === 'follow' ? null : notification.content_title;
  return (
    <li className={styles.item} data-state={notification.is_read ? 'read' : 'unread'}>
      <span className={styles.dot}>
        {notification.is_read ? null : (
          <span className={social.hidden}>{NOTIFICATION_LABELS.unread}</span>
        )}
      </span>
      {first ? (
        <Avatar
          name={actorName(first)}
          src={first.avatar_image_url ?? null}
          size="small"
          decorative
        />
      ) : (
        <span />
      )}
      <div className={styles.body}>
        <p className={styles.sentence}>
          {announcement ? (
            <>
              <Badge tone="accent">{NOTIFICATION_LABELS.announcement}</Badge>{' '}
            </>
          ) : (
            <>
              <Actors notification={notification} onNavigate={onNavigate} />{' '}
            </>
          )}
          {notificationPhrase(notification)}
          {href !== null && title ? (
            <>
              {': '}
              <NavLink href={href} onNavigate={open}>
                {title}
              </NavLink>
            </>
          ) : null}
        </p>
        {notification.comment_content ? (
          <p className={styles.quote}>{notification.comment_content}</p>
        ) : null}
      </div>
      <div className={styles.trailing}>
        {handle !== null ? (
          <Button
            size="small"
            variant={followBack === 'done' ? 'ghost' : 'primary'}
            loading={followBack === 'pending'}
            disabled={followBack === 'done'}
            aria-label={followBack === 'done' ? undefined : NOTIFICATION_LABELS.followBack(handle)}
            onClick={() => onFollowBack(handle)}
          >
            {followBack === 'done'
              ? NOTIFICATION_LABELS.following
              : NOTIFICATION_LABELS.followBackShort}
          </Button>
        ) : null}
        {href !== null && !title && notification.notification_type !== 'follow' ? (
          <Button size="small" variant="ghost" asChild>
            <NavLink href={href} onNavigate={open}>
              {NOTIFICATION_LABELS.open}
            </NavLink>
          </Button>
        ) : null}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <IconButton size="small" icon="more" label={NOTIFICATION_LABELS.actions} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item onSelect={() => onSuppress(notification)}>
              {NOTIFICATION_LABELS.suppress}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
