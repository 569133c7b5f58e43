import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const iso = (ms: number) => new Date(ms).toISOString();

describe('notifications', () => {
  it('lists the newest 20 with has_more, and every type of the seed is present', async () => {
    const res = await server.call('getNotifications');
    expect(res.body.notifications).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
    const older = await server.call('getNotifications', {
      query: { before_datetime_utc: res.body.notifications[19].updated_at },
    });
    const types = new Set(
      [...res.body.notifications, ...older.body.notifications].map(
        (n: { notification_type: string }) => n.notification_type,
      ),
    );
    expect(types.size).toBe(27);
  });

  it('lists only newer notifications after a time', async () => {
    const now = server.clock.now();
    await server.call('followProfile', { as: 'free', body: { handle: 'staff' } });
    const res = await server.call('getNotifications', {
      as: 'staff',
      query: { after_datetime_utc: iso(now - 1) },
    });
    expect(
      res.body.notifications.map((n: { notification_type: string }) => n.notification_type),
    ).toEqual(['follow']);
  });

  it('marks read by ids and all before a time', async () => {
    const list = await server.call('getNotifications');
    const unread = list.body.notifications
      .filter((n: { is_read: boolean }) => !n.is_read)
      .slice(0, 2)
      .map((n: { id: string }) => n.id);
    expect(
      (await server.call('markNotificationsRead', { body: { ids: unread } })).body.num_marked,
    ).toBe(2);
    const all = await server.call('markNotificationsRead', {
      body: { all: true, before_datetime_utc: iso(server.clock.now()) },
    });
    expect(all.body.num_marked).toBeGreaterThan(0);
    expect((await server.call('getNotifications')).body.num_unread).toBe(0);
  });

  it('suppresses notifications so they are no longer listed', async () => {
    const list = await server.call('getNotifications');
    const id = list.body.notifications[0].id;
    expect(
      (await server.call('suppressNotifications', { body: { ids: [id] } })).body.num_suppressed,
    ).toBe(1);
    expect((await server.call('getNotifications')).body.notifications[0].id).not.toBe(id);
  });

  it('answers 400 and 401', async () => {
    expect(
      (await server.call('getNotifications', { query: { after_datetime_utc: 'yesterday' } }))
        .status,
    ).toBe(400);
    expect((await server.call('getNotifications', { as: null })).status).toBe(401);
    expect((await server.call('markNotificationsRead', { body: {} })).status).toBe(400);
    expect(
      (await server.call('markNotificationsRead', { as: null, body: { all: true } })).status,
    ).toBe(401);
    expect((await server.call('suppressNotifications', { body: { ids: [] } })).status).toBe(400);
    expect(
      (await server.call('suppressNotifications', { as: null, body: { ids: ['x'] } })).status,
    ).toBe(401);
  });
});
