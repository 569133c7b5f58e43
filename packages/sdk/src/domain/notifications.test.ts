import { describe, expect, it } from 'vitest';
import { NotificationTypeSchema } from '../api';
import {
  IGNORED_NOTIFICATION_TYPE,
  isIgnoredNotification,
  latestNotificationTime,
  markAllReadRequest,
  markReadRequest,
  markedRead,
  mergeNotifications,
  unreadCount,
  type ListedNotification,
} from './notifications';

const n = (id: string, type: string, at: string, read = false): ListedNotification => ({
  id,
  notification_type: type,
  updated_at: at,
  is_read: read,
});

describe('1-generation §3 Notification types', () => {
  it("the wire lists every type, plus hook and video-cover-hook variants; a type 'delete' is ignored", () => {
    const types = NotificationTypeSchema.options;
    for (const base of ['like', 'comment', 'comment_reply', 'comment_mention', 'comment_like']) {
      expect(types).toContain(`hook_${base}`);
      expect(types).toContain(`video_cover_hook_${base}`);
    }
    expect(IGNORED_NOTIFICATION_TYPE).toBe('delete');
    expect(isIgnoredNotification(n('1', 'delete', '2025-01-01T00:00:00Z'))).toBe(true);
    expect(isIgnoredNotification(n('1', 'clip_like', '2025-01-01T00:00:00Z'))).toBe(false);
  });

  it("merging drops 'delete', keeps the newest copy of an id, newest first", () => {
    const current = [
      n('a', 'clip_like', '2025-01-01T00:00:00Z'),
      n('b', 'follow', '2025-01-02T00:00:00Z'),
    ];
    const incoming = [
      n('a', 'clip_like', '2025-01-03T00:00:00Z', true),
      n('c', 'delete', '2025-01-04T00:00:00Z'),
    ];
    expect(mergeNotifications(current, incoming).map((x) => [x.id, x.is_read])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('counts unread notifications and finds the newest time for the next poll', () => {
    const list = [
      n('a', 'clip_like', '2025-01-01T00:00:00Z'),
      n('b', 'follow', '2025-01-05T00:00:00Z', true),
      n('c', 'delete', '2025-01-09T00:00:00Z'),
    ];
    expect(unreadCount(list)).toBe(1);
    expect(latestNotificationTime(list)).toBe('2025-01-09T00:00:00Z');
    expect(latestNotificationTime([])).toBeNull();
    const odd = [
      n('x', 'follow', 'garbled'),
      n('y', 'follow', '2025-01-02T00:00:00Z'),
      n('z', 'follow', 'garbled'),
    ];
    expect(latestNotificationTime(odd)).toBe('2025-01-02T00:00:00Z');
    expect(mergeNotifications([], odd).map((x) => x.id)).toEqual(['y', 'x', 'z']);
  });

  it('read calls take {ids} or {all, before_datetime_utc}; marking read locally follows', () => {
    expect(markReadRequest(['a'])).toEqual({ ids: ['a'] });
    expect(markAllReadRequest('2025-01-01T00:00:00Z')).toEqual({
      all: true,
      before_datetime_utc: '2025-01-01T00:00:00Z',
    });
    const list = [
      n('a', 'follow', '2025-01-01T00:00:00Z'),
      n('b', 'follow', '2025-01-01T00:00:00Z'),
    ];
    expect(markedRead(list, ['a']).map((x) => x.is_read)).toEqual([true, false]);
    expect(markedRead(list).map((x) => x.is_read)).toEqual([true, true]);
  });
});
