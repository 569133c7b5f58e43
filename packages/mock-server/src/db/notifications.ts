// Notifications: one row per notification of a user, with the users it is about.
import type { Db } from './open';
import { bool, parseJson, toJson } from './json';

export interface NotificationRecord {
  id: string;
  user_id: string;
  notification_type: string;
  actor_ids: string[];
  content_id: string | null;
  content_title: string | null;
  content_image_url: string | null;
  comment_content: string | null;
  announcement_text: string | null;
  is_read: boolean;
  is_suppressed: boolean;
  updated_at: number;
}

type Row = Omit<NotificationRecord, 'actor_ids' | 'is_read' | 'is_suppressed'> & {
  actor_ids: string;
  is_read: number;
  is_suppressed: number;
};

const fromRow = (row: Row): NotificationRecord => ({
  ...row,
  actor_ids: parseJson<string[]>(row.actor_ids, []),
  is_read: bool(row.is_read),
  is_suppressed: bool(row.is_suppressed),
});

export function createNotificationRepo(db: Db) {
  return {
    insert(record: NotificationRecord): void {
      db.prepare(
        `INSERT INTO notifications (id, user_id, notification_type, actor_ids, content_id, content_title,
           content_image_url, comment_content, announcement_text, is_read, is_suppressed, updated_at)
         VALUES (@id, @user_id, @notification_type, @actor_ids, @content_id, @content_title,
           @content_image_url, @comment_content, @announcement_text, @is_read, @is_suppressed, @updated_at)`,
      ).run({
        ...record,
        actor_ids: toJson(record.actor_ids),
        is_read: record.is_read ? 1 : 0,
        is_suppressed: record.is_suppressed ? 1 : 0,
      });
    },
    /** Visible notifications newer than `after` or older than `before`, newest first. */
    list(
      userId: string,
      range: { after?: number; before?: number },
      limit: number,
    ): NotificationRecord[] {
      const rows = db
        .prepare<[string, number, number, number], Row>(
          `SELECT * FROM notifications WHERE user_id = ? AND is_suppressed = 0
             AND updated_at > ? AND updated_at < ?
           ORDER BY updated_at DESC, id DESC LIMIT ?`,
        )
        .all(userId, range.after ?? -1, range.before ?? Number.MAX_SAFE_INTEGER, limit);
      return rows.map(fromRow);
    },
    unreadCount: (userId: string): number =>
      (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND is_read = 0 AND is_suppressed = 0',
          )
          .get(userId) as { n: number }
      ).n,
    markRead(userId: string, ids: readonly string[]): number {
      if (ids.length === 0) return 0;
      return db
        .prepare(
          `UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0
             AND id IN (${ids.map(() => '?').join(', ')})`,
        )
        .run(userId, ...ids).changes;
    },
    markAllReadBefore: (userId: string, before: number): number =>
      db
        .prepare(
          'UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0 AND updated_at <= ?',
        )
        .run(userId, before).changes,
    suppress(userId: string, ids: readonly string[]): number {
      if (ids.length === 0) return 0;
      return db
        .prepare(
          `UPDATE notifications SET is_suppressed = 1 WHERE user_id = ? AND is_suppressed = 0
             AND id IN (${ids.map(() => '?').join(', ')})`,
        )
        .run(userId, ...ids).changes;
    },
  };
}

export type NotificationRepo = ReturnType<typeof createNotificationRepo>;
