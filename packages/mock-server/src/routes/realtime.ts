// GET /api/realtime: server-sent events of the signed-in user's clip changes, notifications,
// workspace updates and credits, with a keep-alive comment every 15 s and Last-Event-ID replay.
// A user holds a bounded number of streams, and a stream whose reader stops reading is closed
// once its unsent backlog passes the decided maximum (issue 32), so no reader holds memory.
import { REALTIME_CONNECTIONS_PER_USER_MAX, REALTIME_SLOW_READER_MAX_BYTES } from '@cadenza/sdk';
import { HttpError } from '../http/errors';
import { defineRoutes, SENT } from '../http/route';
import type { TimerHandle } from '../clock';

export const KEEP_ALIVE_MS = 15_000;

export const realtimeRoutes = defineRoutes({
  subscribeRealtime: ({ ctx, viewer, req, res }) => {
    if (ctx.bus.listenerCount(viewer.id) >= REALTIME_CONNECTIONS_PER_USER_MAX)
      throw new HttpError(429, 'Too many realtime connections.');
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(': connected\n\n');
    let timer: TimerHandle | null = null;
    let closed = false;
    let unsubscribe = (): void => undefined;
    const closers = req.app.locals.closers as Set<() => void> | undefined;
    // A reader that stopped reading: its backlog is dropped with the connection.
    const send = (text: string) => {
      if (closed) return;
      res.write(text);
      if (res.writableLength > REALTIME_SLOW_READER_MAX_BYTES) {
        close();
        res.destroy();
      }
    };
    const keepAlive = () => {
      timer = ctx.clock.setTimeout(() => {
        send(': keep-alive\n\n');
        keepAlive();
      }, KEEP_ALIVE_MS);
    };
    keepAlive();
    const lastEventId = req.headers['last-event-id'];
    unsubscribe = ctx.bus.subscribe(
      viewer.id,
      (message) => {
        send(
          `event: ${message.event}\nid: ${message.id}\ndata: ${JSON.stringify(message.data)}\n\n`,
        );
      },
      typeof lastEventId === 'string' ? lastEventId : null,
    );
    function close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      if (timer !== null) ctx.clock.clearTimeout(timer);
      closers?.delete(close);
      res.end();
    }
    closers?.add(close);
    req.on('close', close);
    return SENT;
  },
});
