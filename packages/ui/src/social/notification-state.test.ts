/**
 * 1-generation §7: read by ids or all before a time, suppress by ids, pages merged with 'delete'
 * ignored.
 */
import { describe, expect, test } from 'vitest';
import { DELETED, notificationFixture } from './fixtures/data';
import { NO_LOCAL_CHANGES, notificationsShown, oldestNotificationTime } from './notification-state';

const newest = notificationFixture({ id: 'a', updated_at: '2026-03-10T11:59:00.000Z' });
const middle = notificationFixture({ id: 'b', updated_at: '2026-03-10T11:00:00.000Z' });
const oldest = notificationFixture({ id: 'c', updated_at: '2026-03-09T11:00:00.000Z' });
const ids = (list: readonly { id: string; is_read: boolean }[]) =>
  list.map((n) => `${n.id}:${n.is_read ? 'read' : 'unread'}`);

describe('mark all read before a time', () => {
  test('everything updated at or before the time is read; newer stays unread', () => {
    const shown = notificationsShown([[newest, middle, oldest]], {
      ...NO_LOCAL_CHANGES,
      readBefore: '2026-03-10T11:00:00.000Z',
    });
    expect(ids(shown)).toEqual(['a:unread', 'b:read', 'c:read']);
  });

  test('one read by id', () => {
    expect(
      ids(notificationsShown([[newest, middle]], { ...NO_LOCAL_CHANGES, readIds: ['a'] })),
    ).toEqual(['a:read', 'b:unread']);
  });
});

describe('suppress', () => {
  test('a hidden notification leaves the list', () => {
    const shown = notificationsShown([[newest, middle]], {
      ...NO_LOCAL_CHANGES,
      suppressed: ['b'],
    });
    expect(ids(shown)).toEqual(['a:unread']);
  });
});

describe("pages merged, the 'delete' type ignored", () => {
  test('older pages join the first, newest first, a repeated id once', () => {
    const shown = notificationsShown(
      [
        [newest, DELETED],
        [oldest, newest],
      ],
      NO_LOCAL_CHANGES,
    );
    expect(shown.map((n) => n.id)).toEqual(['a', 'c']);
    expect(oldestNotificationTime(shown)).toBe(oldest.updated_at);
    expect(oldestNotificationTime([])).toBeNull();
  });
});
