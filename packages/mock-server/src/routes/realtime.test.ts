import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MOCK_CLIP_SUBMITTED_MS,
  REALTIME_CONNECTIONS_PER_USER_MAX,
  REALTIME_SLOW_READER_MAX_BYTES,
} from '@cadenza/sdk';
import { createTestServer, type TestServer } from '../../test/harness';
import { parseEventId } from '../realtime/bus';
import { KEEP_ALIVE_MS } from './realtime';

let server: TestServer;
let http: Server;
beforeEach(async () => {
  server = await createTestServer();
  http = server.app.listen(0);
});
afterEach(async () => {
  await server.close();
  await new Promise((done) => http.close(done));
});

interface Stream {
  res: IncomingMessage;
  text: () => string;
  close: () => void;
}

function open(
  path: string,
  headers: Record<string, string> = {},
  target: Server = http,
): Promise<Stream> {
  const { port } = target.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      resolve({ res, text: () => text, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setImmediate(r));
};

const events = (text: string) =>
  text
    .split('\n\n')
    .filter((frame) => frame.startsWith('event:'))
    .map((frame) => {
      const lines = Object.fromEntries(
        frame.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
      );
      return {
        event: lines.event!,
        id: lines.id!,
        data: JSON.parse(lines.data!) as Record<string, unknown>,
      };
    });

describe('GET /api/realtime', () => {
  it('answers 401 without a token', async () => {
    expect((await server.call('subscribeRealtime', { as: null })).status).toBe(401);
  });

  it('pushes clip status changes and credits of the signed-in user (token in the query)', async () => {
    const stream = await open(`/api/realtime?token=${await server.token('pro')}`);
    expect(stream.res.headers['content-type']).toContain('text/event-stream');
    const res = await server.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    await server.advance(MOCK_CLIP_SUBMITTED_MS);
    await until(() => events(stream.text()).filter((e) => e.event === 'clip_update').length >= 2);
    const got = events(stream.text());
    expect(got.map((e) => e.event)).toContain('credits_update');
    const updates = got
      .filter((e) => e.event === 'clip_update')
      .map((e) => (e.data.clips as { id: string; status: string }[])[0]!);
    expect(updates).toContainEqual(
      expect.objectContaining({ id: res.body.clips[0].id, status: 'queued' }),
    );
    stream.close();
  });

  it('pushes notifications and keeps the connection alive every 15 s', async () => {
    const stream = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('staff')}`,
    });
    await server.call('followProfile', { as: 'free', body: { handle: 'staff' } });
    await server.advance(KEEP_ALIVE_MS);
    await until(
      () => stream.text().includes(': keep-alive') && stream.text().includes('event: notification'),
    );
    const note = events(stream.text()).find((e) => e.event === 'notification')!;
    expect((note.data.notification as { notification_type: string }).notification_type).toBe(
      'follow',
    );
    stream.close();
  });

  it('replays what a reconnecting client missed after Last-Event-ID', async () => {
    const first = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('staff')}`,
    });
    await server.call('followProfile', { as: 'free', body: { handle: 'staff' } });
    await until(() => events(first.text()).length === 1);
    const lastId = events(first.text())[0]!.id;
    first.close();
    await server.call('followProfile', { as: 'premier', body: { handle: 'staff' } });
    const second = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('staff')}`,
      'Last-Event-ID': lastId,
    });
    await until(() => events(second.text()).length === 1);
    expect(parseEventId(events(second.text())[0]!.id)!.sequence).toBeGreaterThan(
      parseEventId(lastId)!.sequence,
    );
    second.close();
  });

  it('replays every kept event to a client whose Last-Event-ID is from before a restart', async () => {
    const before = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('staff')}`,
    });
    await server.call('followProfile', { as: 'free', body: { handle: 'staff' } });
    await until(() => events(before.text()).length === 1);
    const lastId = events(before.text())[0]!.id;
    before.close();
    // The restarted process: a new server whose sequence starts again at 1.
    const restarted = await createTestServer();
    const restartedHttp = restarted.app.listen(0);
    try {
      await restarted.call('followProfile', { as: 'premier', body: { handle: 'staff' } });
      const after = await open(
        '/api/realtime',
        { Authorization: `Bearer ${await restarted.token('staff')}`, 'Last-Event-ID': lastId },
        restartedHttp,
      );
      await until(() => events(after.text()).length === 1);
      const [replayed] = events(after.text());
      after.close();
      expect(replayed!.event).toBe('notification');
      expect(parseEventId(replayed!.id)!.boot).not.toBe(parseEventId(lastId)!.boot);
    } finally {
      await restarted.close();
      await new Promise((done) => restartedHttp.close(done));
    }
  });
});

describe('realtime limits (issue 32 item 5)', () => {
  it(`answers 429 'Too many realtime connections.' past REALTIME_CONNECTIONS_PER_USER_MAX (${REALTIME_CONNECTIONS_PER_USER_MAX}) streams of one user`, async () => {
    const auth = { Authorization: `Bearer ${await server.token('pro')}` };
    const streams: Stream[] = [];
    for (let i = 0; i < REALTIME_CONNECTIONS_PER_USER_MAX; i += 1)
      streams.push(await open('/api/realtime', auth));
    expect(streams.every((s) => s.res.statusCode === 200)).toBe(true);
    const refused = await open('/api/realtime', auth);
    expect(refused.res.statusCode).toBe(429);
    await until(() => refused.text() !== '');
    expect(JSON.parse(refused.text())).toEqual({ detail: 'Too many realtime connections.' });
    const other = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('free')}`,
    });
    expect(other.res.statusCode).toBe(200);
    streams[0]!.close();
    const userId = server.userId('pro');
    await until(() => server.ctx.bus.listenerCount(userId) < REALTIME_CONNECTIONS_PER_USER_MAX);
    const again = await open('/api/realtime', auth);
    expect(again.res.statusCode).toBe(200);
    for (const s of [...streams, again, other]) s.close();
  });

  it(`closes a stream whose reader stops reading once REALTIME_SLOW_READER_MAX_BYTES (${REALTIME_SLOW_READER_MAX_BYTES}) are waiting`, async () => {
    const stream = await open('/api/realtime', {
      Authorization: `Bearer ${await server.token('pro')}`,
    });
    stream.res.pause();
    const userId = server.userId('pro');
    expect(server.ctx.bus.listenerCount(userId)).toBe(1);
    const big = {
      credits: {
        credits_left: 1,
        monthly_limit: 1,
        monthly_usage: 0,
        period_end: 'x'.repeat(64 * 1024),
      },
    };
    for (let i = 0; i < 400 && server.ctx.bus.listenerCount(userId) > 0; i += 1) {
      server.ctx.bus.publish(userId, 'credits_update', big as never);
      await new Promise((r) => setImmediate(r));
    }
    expect(server.ctx.bus.listenerCount(userId)).toBe(0);
    stream.close();
  });
});
