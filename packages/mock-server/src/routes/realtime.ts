// GET /api/realtime: server-sent events of the signed-in user's clip changes, notifications,
// workspace updates and credits, with a keep-alive comment every 15 s and Last-Event-ID replay.
import { defineRoutes, SENT } from '../http/route';
import type { TimerHandle } from '../clock';

export const KEEP_ALIVE_MS = 15_000;

export const realtimeRoutes = defineRoutes({
  subscribeRealtime: ({ ctx, viewer, req, res }) => {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(': connected\n\n');
    let timer: TimerHandle | null = null;
    const keepAlive = () => {
      timer = ctx.clock.setTimeout(() => {
        res.write(': keep-alive\n\n');
        keepAlive();
      }, KEEP_ALIVE_MS);
    };
    keepAlive();
    const lastEventId = req.headers['last-event-id'];
    const unsubscribe = ctx.bus.subscribe(
      viewer.id,
      (message) => {
        res.write(
          `event: ${message.event}\nid: ${message.id}\ndata: ${JSON.stringify(message.data)}\n\n`,
        );
      },
      typeof lastEventId === 'string' ? lastEventId : null,
    );
    const closers = req.app.locals.closers as Set<() => void> | undefined;
    const close = () => {
      unsubscribe();
      if (timer !== null) ctx.clock.clearTimeout(timer);
      closers?.delete(close);
      res.end();
    };
    closers?.add(close);
    req.on('close', close);
    return SENT;
  },
});
