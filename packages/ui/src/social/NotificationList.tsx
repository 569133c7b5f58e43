/**
 * NotificationList: the notifications panel (1-generation §3 Notification, §7), presentational:
 * every type with its text, actors and link ('delete' ones are not shown), read and unread,
 * 'Mark all as read' (everything before the time it is pressed), hide one (suppress), follow
 * back, older pages and the unread badge. Every call is the caller's (see connected/).
 */
import { useId } from 'react';
import { Button } from '../primitives';
import { NOTIFICATION_LABELS } from './labels';
import { NotificationBadge } from './NotificationBadge';
import { NotificationItem, type FollowBackState } from './NotificationItem';
import { shownNotifications, type Notification } from './notification-view';
import * as social from './social.css';

export interface NotificationListProps {
  readonly notifications: readonly Notification[];
  readonly status: 'loading' | 'ready' | 'error';
  readonly hasMore: boolean;
  readonly loadingOlder?: boolean;
  /** The last older page failed to load. */
  readonly olderFailed?: boolean;
  readonly onLoadOlder: () => void;
  readonly onRetry: () => void;
  readonly onNavigate: (href: string) => void;
  readonly onRead: (notification: Notification) => void;
  readonly onMarkAllRead: () => void;
  readonly onSuppress: (notification: Notification) => void;
  readonly onFollowBack: (handle: string) => void;
  /** Follow-back progress per handle. */
  readonly followBack?: Readonly<Record<string, FollowBackState>>;
}

function Body(props: NotificationListProps & { readonly shown: readonly Notification[] }) {
  const { shown, status } = props;
  if (status === 'error' && shown.length === 0)
    return (
      <div className={social.row}>
        <p className={social.error} role="alert">
          {NOTIFICATION_LABELS.loadFailed}
        </p>
        <Button size="small" onClick={props.onRetry}>
          {NOTIFICATION_LABELS.retry}
        </Button>
      </div>
    );
  if (shown.length === 0)
    return (
      <p className={social.muted} role="status">
        {status === 'loading' ? NOTIFICATION_LABELS.loading : NOTIFICATION_LABELS.empty}
      </p>
    );
  return (
    <ul className={social.list} aria-label={NOTIFICATION_LABELS.panel}>
      {shown.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onNavigate={props.onNavigate}
          onRead={props.onRead}
          onSuppress={props.onSuppress}
          onFollowBack={props.onFollowBack}
          followBack={props.followBack?.[notification.user_profiles[0]?.handle ?? ''] ?? 'idle'}
        />
      ))}
    </ul>
  );
}

export function NotificationList(props: NotificationListProps) {
  const headingId = useId();
  const shown = shownNotifications(props.notifications);
  const anyUnread = shown.some((notification) => !notification.is_read);
  return (
    <section className={social.panel} aria-labelledby={headingId}>
      <div className={social.header}>
        <h2 id={headingId} className={social.heading}>
          {NOTIFICATION_LABELS.panel} <NotificationBadge notifications={shown} />
        </h2>
        <Button size="small" variant="ghost" disabled={!anyUnread} onClick={props.onMarkAllRead}>
          {NOTIFICATION_LABELS.markAllRead}
        </Button>
      </div>
      <Body {...props} shown={shown} />
      {props.olderFailed === true ? (
        <p className={social.error} role="alert">
          {NOTIFICATION_LABELS.loadFailed}
        </p>
      ) : null}
      {props.hasMore ? (
        <Button size="small" loading={props.loadingOlder ?? false} onClick={props.onLoadOlder}>
          {NOTIFICATION_LABELS.loadOlder}
        </Button>
      ) : null}
    </section>
  );
}
