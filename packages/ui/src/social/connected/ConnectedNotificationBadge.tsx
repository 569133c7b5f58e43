/** The unread badge, connected: the newest notifications page, counted by the SDK's unreadCount. */
import { cadenzaHooks } from '@cadenza/sdk/react';
import { NotificationBadge } from '../NotificationBadge';

const { useGetNotificationsQuery } = cadenzaHooks;

export function ConnectedNotificationBadge() {
  const { data } = useGetNotificationsQuery();
  return <NotificationBadge notifications={data?.notifications ?? []} />;
}
