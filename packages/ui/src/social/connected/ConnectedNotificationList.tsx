/**
 * The notifications panel, connected: every call through the store (use-notifications); links go
 * through `onNavigate(href)`.
 */
import { NotificationList } from '../NotificationList';
import { useNotifications } from './use-notifications';

export interface ConnectedNotificationListProps {
  readonly onNavigate: (href: string) => void;
}

export function ConnectedNotificationList({ onNavigate }: ConnectedNotificationListProps) {
  const n = useNotifications();
  return (
    <NotificationList
      notifications={n.notifications}
      status={n.status}
      hasMore={n.hasMore}
      loadingOlder={n.loadingOlder}
      olderFailed={n.olderFailed}
      onLoadOlder={n.loadOlder}
      onRetry={n.retry}
      onNavigate={onNavigate}
      onRead={n.markRead}
      onMarkAllRead={n.markAllRead}
      onSuppress={n.suppress}
      onFollowBack={n.follow}
      followBack={n.followBack}
    />
  );
}
