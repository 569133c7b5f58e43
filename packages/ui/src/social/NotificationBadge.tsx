/**
 * NotificationBadge: the unread count (the SDK's unreadCount: 'delete' notifications never
 * count), read as 'N unread notifications'; nothing is drawn at zero.
 */
import { unreadCount, type ListedNotification } from '@cadenza/sdk';
import { NOTIFICATION_LABELS } from './labels';
import * as styles from './NotificationList.css';
import * as social from './social.css';

export interface NotificationBadgeProps {
  readonly notifications: readonly ListedNotification[];
}

export function NotificationBadge({ notifications }: NotificationBadgeProps) {
  const count = unreadCount(notifications);
  if (count === 0) return <span className={social.hidden}>{NOTIFICATION_LABELS.badge(0)}</span>;
  return (
    <span className={styles.badge}>
      <span aria-hidden>{count}</span>
      <span className={social.hidden}>{NOTIFICATION_LABELS.badge(count)}</span>
    </span>
  );
}
