// Tag notifications: the list (newer than after_datetime_utc or older than before_datetime_utc,
// 20 a page), marking read by ids or all before a time, and suppressing.
import { isoAt } from '../clock';
import { serializeNotification } from '../domain/notify';
import { badRequest } from '../http/errors';
import { defineRoutes } from '../http/route';

/** Notifications per page (the contract's 20). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

function parseTime(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`${name} must be an ISO date-time.`);
  return ms;
}

export const notificationRoutes = defineRoutes({
  getNotifications: ({ ctx, viewer, query }) => {
    const after = parseTime(query.after_datetime_utc, 'after_datetime_utc');
    const before = parseTime(query.before_datetime_utc, 'before_datetime_utc');
    const rows = ctx.repos.notifications.list(
      viewer.id,
      { after, before },
      NOTIFICATIONS_PAGE_SIZE + 1,
    );
    const notifiedAt = viewer.notified_at;
    ctx.repos.users.update(viewer.id, { notified_at: ctx.clock.now() });
    return {
      notifications: rows
        .slice(0, NOTIFICATIONS_PAGE_SIZE)
        .map((row) => serializeNotification(ctx, row, viewer)),
      notified_at: notifiedAt === null ? null : isoAt(notifiedAt),
      num_unread: ctx.repos.notifications.unreadCount(viewer.id),
      has_more: rows.length > NOTIFICATIONS_PAGE_SIZE,
    };
  },

  markNotificationsRead: ({ ctx, viewer, body }) => {
    if (body.ids && body.ids.length > 0)
      return { success: true, num_marked: ctx.repos.notifications.markRead(viewer.id, body.ids) };
    if (body.all === true) {
      const before = parseTime(body.before_datetime_utc, 'before_datetime_utc') ?? ctx.clock.now();
      return {
        success: true,
        num_marked: ctx.repos.notifications.markAllReadBefore(viewer.id, before),
      };
    }
    throw badRequest('Send ids, or all with before_datetime_utc.');
  },

  suppressNotifications: ({ ctx, viewer, body }) => ({
    success: true,
    num_suppressed: ctx.repos.notifications.suppress(viewer.id, body.ids),
  }),
});
