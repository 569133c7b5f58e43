/**
 * The real mock server in process for integration tests and benchmarks: createApp on ':memory:'
 * with the mock server's fake audio engine, listening on an ephemeral port, on the same fake
 * clock as the SDK. Each clock step waits for the SDK's requests in flight and the server's
 * lifecycle steps (true integration waits, bounded in real time).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createApp, openDatabase, type CadenzaApp } from '@cadenza/mock-server';
import {
  createApiClient,
  preloadResponseSchemas,
  type ApiClient,
  type OperationId,
} from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { createFakeClock, type FakeClock } from '@cadenza/sdk/testing';
import { fakeAudio } from '../../../mock-server/test/fake-audio';

/** Bound on one real wait for the server; a step that takes longer fails the run. */
const SETTLE_LIMIT_MS = 10_000;
/** Real time given to socket deliveries (SSE frames) after each step. */
const DELIVERY_MS = 2;

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Fake-clock time it was sent at. */
  readonly at: number;
}

export interface LiveServer {
  readonly app: CadenzaApp;
  readonly clock: FakeClock;
  readonly baseUrl: string;
  /** Every request the SDK clients of this server sent, in order. */
  readonly requests: RecordedRequest[];
  /** The recorded fetch the clients use (for direct uploads to the server's targets). */
  readonly fetch: typeof fetch;
  /** A signed-in client of a seeded user (free, pro, premier, staff). */
  client(handle: string): Promise<ApiClient>;
  /** Counts recorded requests of one operation (by method and path shape). */
  count(id: OperationId): number;
  close(): Promise<void>;
}

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startMockServer(): Promise<LiveServer> {
  // The client's response schemas, loaded before any call (a call then answers within a settle).
  await preloadResponseSchemas();
  const inFlight = new Set<Promise<unknown>>();
  const holder: { app?: CadenzaApp } = {};
  const settle = async () => {
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > SETTLE_LIMIT_MS) throw new Error('mock server did not settle');
      if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await holder.app?.cadenza.settle();
      await realWait(DELIVERY_MS);
      if (inFlight.size === 0) return;
    }
  };
  const clock = createFakeClock({ settle });
  const db = openDatabase(':memory:');
  const audio = fakeAudio({ videoErrorMarker: 'no-video' });
  // Listening first, so the app knows its public URL (the direct-upload targets it hands out).
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createApp({
    db,
    clock,
    audio,
    options: { requestLogging: false, publicUrl: baseUrl },
  });
  server.on('request', app);
  holder.app = app;
  await app.cadenza.ready;
  const requests: RecordedRequest[] = [];

  const trackedFetch: typeof fetch = (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      at: clock.now(),
    });
    // A request is in flight until its whole body arrived (a compressed answer is still being
    // inflated after its headers); an event stream is handed over as it is.
    const pending = fetch(input, init).then(async (res) => {
      if (res.headers.get('content-type')?.startsWith('text/event-stream')) return res;
      const body = res.status === 204 || res.status === 304 ? null : await res.arrayBuffer();
      return new Response(body, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    });
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending)).catch(() => undefined);
    return pending;
  };

  const anonymous = createApiClient({ baseUrl, clock, fetch: trackedFetch });
  const tokens = new Map<string, string>();

  return {
    app,
    clock,
    baseUrl,
    requests,
    fetch: trackedFetch,
    async client(handle) {
      let token = tokens.get(handle);
      if (!token) {
        token = (await anonymous.call('devLogin', { body: { handle } })).token;
        tokens.set(handle, token);
      }
      const fixed = token;
      return createApiClient({ baseUrl, clock, fetch: trackedFetch, getToken: () => fixed });
    },
    count(id) {
      const op = operations[id];
      const shape = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return requests.filter((r) => r.method === op.method && shape.test(r.path)).length;
    },
    async close() {
      await app.cadenza.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      db.close();
      await audio.close();
    },
  };
}
