/**
 * The connected panel's local state over the fetched pages (1-generation §7): notifications read
 * by id or everything before a time (POST /api/notification/v2/read {ids} or {all,
 * before_datetime_utc}) and hidden ones (POST /api/notification/suppress {ids}) show at once,
 * before the next fetch confirms them. Pages merge with the SDK's mergeNotifications ('delete'
 * ignored, newest first).
 */
import { markedRead, mergeNotifications } from '@cadenza/sdk';
import type { Notification } from './notification-view';

export interface NotificationLocalState {
  readonly readIds: readonly string[];
  /** Everything updated at or before this ISO time is read. */
  readonly readBefore: string | null;
  readonly suppressed: readonly string[];
}

export const NO_LOCAL_CHANGES: NotificationLocalState = {
  readIds: [],
  readBefore: null,
  suppressed: [],
};

const at = (iso: string): number => Date.parse(iso);

/** The list as shown: pages merged, local reads applied, hidden ones left out. */
export function notificationsShown(
  pages: readonly (readonly Notification[])[],
  local: NotificationLocalState,
): Notification[] {
  const merged = pages.reduce<Notification[]>((list, page) => mergeNotifications(list, page), []);
  const before = local.readBefore === null ? null : at(local.readBefore);
  const readIds = [
    ...local.readIds,
    ...(before === null ? [] : merged.filter((n) => at(n.updated_at) <= before).map((n) => n.id)),
  ];
  return markedRead(merged, readIds).filter((n) => !local.suppressed.includes(n.id));
}

/** The oldest time of a list: the next older page's before_datetime_utc. */
export function oldestNotificationTime(notifications: readonly Notification[]): string | null {
  let oldest: Notification | null = null;
  for (const item of notifications)
    if (oldest === null || at(item.updated_at) < at(oldest.updated_at)) oldest = item;
  return oldest?.updated_at ?? null;
}
