/**
 * Notifications (1-generation §3 Notification, §7): the types, 'delete' ignored, merging pages
 * and realtime pushes, unread counts and the read call's bodies.
 */
import type { components } from '../api/schema.gen';
import { parseTime } from './clip-lifecycle';

type Schemas = components['schemas'];
export type NotificationType = Schemas['NotificationType'];

/** The type the client ignores. */
export const IGNORED_NOTIFICATION_TYPE = 'delete';

/** A notification as the list rules need it; the wire Notification is assignable. */
export interface ListedNotification {
  readonly id: string;
  readonly notification_type: string;
  readonly updated_at: string;
  readonly is_read: boolean;
}

export const isIgnoredNotification = (notification: ListedNotification): boolean =>
  notification.notification_type === IGNORED_NOTIFICATION_TYPE;

/**
 * Merges fetched or pushed notifications into the list: 'delete' ones are ignored, a newer copy
 * of an id replaces the old one, newest first.
 */
export function mergeNotifications<N extends ListedNotification>(
  current: readonly N[],
  incoming: readonly N[],
): N[] {
  const byId = new Map<string, N>();
  for (const item of [...current, ...incoming])
    if (!isIgnoredNotification(item)) byId.set(item.id, item);
  const time = (item: N): number => parseTime(item.updated_at) ?? 0;
  return [...byId.values()].sort((a, b) => time(b) - time(a));
}

export const unreadCount = (notifications: readonly ListedNotification[]): number =>
  notifications.filter((item) => !item.is_read && !isIgnoredNotification(item)).length;

/** The newest updated_at of a list: the next poll's after_datetime_utc. */
export function latestNotificationTime(
  notifications: readonly ListedNotification[],
): string | null {
  let latest: ListedNotification | null = null;
  for (const item of notifications)
    if (latest === null || (parseTime(item.updated_at) ?? 0) > (parseTime(latest.updated_at) ?? 0))
      latest = item;
  return latest?.updated_at ?? null;
}

/** POST /api/notification/v2/read: these ids. */
export const markReadRequest = (
  ids: readonly string[],
): Schemas['MarkNotificationsReadRequest'] => ({
  ids: [...ids],
});

/** POST /api/notification/v2/read: everything before a time. */
export const markAllReadRequest = (beforeIso: string): Schemas['MarkNotificationsReadRequest'] => ({
  all: true,
  before_datetime_utc: beforeIso,
});

/** Marks notifications read locally (all when `ids` is absent). */
export const markedRead = <N extends ListedNotification>(
  notifications: readonly N[],
  ids?: readonly string[],
): N[] =>
  notifications.map((item) =>
    ids === undefined || ids.includes(item.id) ? { ...item, is_read: true } : item,
  );
