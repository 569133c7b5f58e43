import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeClip } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import type { RealtimeEvent } from './channel';
import { createSseChannel } from './sse-channel';

const server = withMswServer();
const encoder = new TextEncoder();

/** Serves each connection the next list of frames, then closes it; records Last-Event-ID. */
function serveConnections(connections: string[][]) {
  const seen: { lastEventId: string | null; auth: string | null }[] = [];
  server.use(
    handle(
      'subscribeRealtime',
      ({ request }) => {
        seen.push({
          lastEventId: request.headers.get('last-event-id'),
          auth: request.headers.get('authorization'),
        });
        const frames = connections[seen.length - 1] ?? [];
        return new HttpResponse(
          new ReadableStream({
            start(controller) {
              for (const frame of frames) controller.enqueue(encoder.encode(frame));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      },
      TEST_BASE_URL,
    ),
  );
  return seen;
}

const clipFrame = (id: string, eventId: string) =>
  `event: clip_update\nid: ${eventId}\ndata: ${JSON.stringify({ clips: [makeClip({ id, status: 'complete' })] })}\n\n`;

describe('the server-sent-events user channel (GET /api/realtime)', () => {
  it('delivers validated events, drops invalid frames, reconnects on the clock with Last-Event-ID', async () => {
    const { client, clock } = setupSdk(server);
    const seen = serveConnections([
      [
        clipFrame('a', '1'),
        'event: clip_update\ndata: {"clips": 3}\n\n',
        'event: unknown\ndata: {}\n\n',
      ],
      [clipFrame('b', '2')],
    ]);
    const channel = createSseChannel({ client, clock });
    const events: RealtimeEvent[] = [];
    const stop = channel.subscribe((event) => events.push(event));
    await clock.flush();
    expect(events.map((e) => e.event === 'clip_update' && e.data.clips[0]?.id)).toEqual(['a']);
    expect(seen).toEqual([{ lastEventId: null, auth: 'Bearer token-1' }]);
    await clock.advance(1000);
    expect(seen[1]).toEqual({ lastEventId: '1', auth: 'Bearer token-1' });
    expect(events).toHaveLength(2);
    stop();
    expect(channel.status()).toBe('idle');
    await clock.advance(60_000);
    expect(seen).toHaveLength(2);
  });

  it("reports an outage: 'open', then 'reconnecting' while the server is gone, then 'open' again, resuming with Last-Event-ID", async () => {
    const { client, clock } = setupSdk(server);
    let down = false;
    const seen: (string | null)[] = [];
    server.use(
      handle(
        'subscribeRealtime',
        ({ request }) => {
          if (down) return HttpResponse.error();
          seen.push(request.headers.get('last-event-id'));
          const frames = seen.length === 1 ? [clipFrame('a', 'b0-1')] : [];
          return new HttpResponse(
            new ReadableStream({
              start(controller) {
                for (const frame of frames) controller.enqueue(encoder.encode(frame));
                // The first stream ends as a server restart ends it; the later ones stay open.
                if (seen.length === 1) controller.close();
              },
            }),
            { headers: { 'content-type': 'text/event-stream' } },
          );
        },
        TEST_BASE_URL,
      ),
    );
    const channel = createSseChannel({ client, clock });
    const statuses: string[] = [];
    channel.onStatus((status) => statuses.push(status));
    const stop = channel.subscribe(() => undefined);
    await clock.flush();
    down = true;
    await clock.advance(1000 + 2000);
    expect(channel.status()).toBe('reconnecting');
    down = false;
    await clock.advance(4000);
    expect(channel.status()).toBe('open');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(seen).toEqual([null, 'b0-1']);
    stop();
  });

  it('backs off 1 s, 2 s, 4 s while connections fail', async () => {
    const { client, clock } = setupSdk(server);
    const at: number[] = [];
    server.use(
      handle(
        'subscribeRealtime',
        () => {
          at.push(clock.now());
          return HttpResponse.json({ detail: 'down' }, { status: 503 });
        },
        TEST_BASE_URL,
      ),
    );
    const start = clock.now();
    const channel = createSseChannel({ client, clock });
    channel.subscribe(() => undefined);
    await clock.advance(7000);
    expect(at.map((t) => t - start)).toEqual([0, 1000, 3000, 7000]);
    channel.close();
    expect(channel.status()).toBe('closed');
  });
});
