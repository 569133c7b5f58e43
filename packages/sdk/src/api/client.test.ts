import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../testing/msw/handlers';
import { makeClip } from '../testing/factories';
import { setupSdk, TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { ApiError } from './errors';
import { createApiClient } from './client';

const server = withMswServer();

const failing = (status: number, detail?: string) =>
  handle('getClip', () => HttpResponse.json(detail ? { detail } : {}, { status }), TEST_BASE_URL);

describe('createApiClient: typed calls over the operations table', () => {
  it('fills path parameters, sends the bearer token and returns the validated body', async () => {
    const { client, state } = setupSdk(server);
    state.putClips([makeClip({ id: 'clip-9', title: 'Ninth' })]);
    let auth: string | null = null;
    server.events.on('request:start', ({ request }) => {
      auth = request.headers.get('authorization');
    });
    const clip = await client.call('getClip', { path: { clip_id: 'clip-9' } });
    expect(clip.title).toBe('Ninth');
    expect(auth).toBe('Bearer token-1');
    server.events.removeAllListeners();
  });

  it('serialises the query and the JSON body', async () => {
    const { client } = setupSdk(server);
    let seen: { url: string; body: unknown } | null = null;
    server.use(
      handle(
        'trashClips',
        async ({ request }) => {
          seen = { url: request.url, body: await request.json() };
          return HttpResponse.json({ success: true, clip_ids: ['a'] });
        },
        TEST_BASE_URL,
      ),
    );
    await client.call('trashClips', { body: { trash: true, clip_ids: ['a'] } });
    expect(seen).toEqual({
      url: `${TEST_BASE_URL}/api/gen/trash/`,
      body: { trash: true, clip_ids: ['a'] },
    });
    const url = client.url('getFeedV2', {
      query: { ids: 'a,b', page: 2, liked: true, query: undefined },
    });
    expect(url).toBe(`${TEST_BASE_URL}/api/feed/v2?ids=a%2Cb&page=2&liked=true`);
  });
});

describe('ApiError: one error type with a kind', () => {
  it("an HTTP error carries kind 'http', the status, the server's detail and the body", async () => {
    const { client } = setupSdk(server);
    server.use(failing(404, 'Not found.'));
    const error = await client.call('getClip', { path: { clip_id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      detail: 'Not found.',
      body: { detail: 'Not found.' },
    });
  });

  it("a body that fails the response schema is kind 'invalid_response' with the schema issues", async () => {
    const { client } = setupSdk(server);
    server.use(handle('getClip', () => HttpResponse.json({ id: 'x', title: 3 }), TEST_BASE_URL));
    const error = (await client
      .call('getClip', { path: { clip_id: 'x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid_response');
    expect(Array.isArray(error.body)).toBe(true);
  });

  it("a body that is not JSON is kind 'invalid_response'", async () => {
    const { client } = setupSdk(server);
    server.use(
      handle(
        'getClip',
        () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
        TEST_BASE_URL,
      ),
    );
    await expect(client.call('getClip', { path: { clip_id: 'x' } })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it("a failed connection is kind 'network'", async () => {
    const { client } = setupSdk(server);
    server.use(handle('generate', () => HttpResponse.error(), TEST_BASE_URL));
    await expect(
      client.call('generate', { body: { mv: 'chirp-crow' } as never }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it("an aborted call is kind 'aborted' and makes no request when aborted before", async () => {
    const { client, state } = setupSdk(server);
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.call('getSession', {}, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(state.requestsOf('getSession')).toHaveLength(0);
  });

  it("a call still unanswered after its timeout is kind 'timeout'", async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'getSession',
        async () => {
          await delay('infinite');
          return HttpResponse.json({});
        },
        TEST_BASE_URL,
      ),
    );
    const call = client
      .call('getSession', {}, { timeoutMs: 1000, retries: 0 })
      .catch((e: unknown) => e);
    await clock.advance(999);
    await clock.advance(1);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });

  it('an abort during the call rejects with kind aborted', async () => {
    const { client, clock } = setupSdk(server);
    server.use(
      handle(
        'getSession',
        async () => {
          await delay('infinite');
          return HttpResponse.json({});
        },
        TEST_BASE_URL,
      ),
    );
    const controller = new AbortController();
    const call = client
      .call('getSession', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    await clock.flush();
    controller.abort();
    expect(await call).toMatchObject({ kind: 'aborted' });
  });
});

describe('retries: exponential backoff with jitter, GETs only (3 retries, 2 s delay)', () => {
  it('retries a GET 3 times at 2 s, 4 s and 8 s, then fails with the last error', async () => {
    const { client, clock } = setupSdk(server);
    const at: number[] = [];
    server.use(
      handle(
        'getClip',
        () => {
          at.push(clock.now());
          return HttpResponse.json({ detail: 'down' }, { status: 503 });
        },
        TEST_BASE_URL,
      ),
    );
    const start = clock.now();
    const call = client.call('getClip', { path: { clip_id: 'x' } }).catch((e: unknown) => e);
    await clock.advance(20_000);
    expect(await call).toMatchObject({ kind: 'http', status: 503 });
    expect(at.map((t) => t - start)).toEqual([0, 2000, 6000, 14_000]);
  });

  it('jitter adds up to 20 % of each delay', async () => {
    const { clock } = setupSdk(server);
    const client = createApiClient({ baseUrl: TEST_BASE_URL, clock, random: () => 0.5 });
    const at: number[] = [];
    server.use(
      handle(
        'getClip',
        () => {
          at.push(clock.now());
          return HttpResponse.json({}, { status: 500 });
        },
        TEST_BASE_URL,
      ),
    );
    const start = clock.now();
    const call = client.call('getClip', { path: { clip_id: 'x' } }).catch((e: unknown) => e);
    await clock.advance(30_000);
    await call;
    expect(at.map((t) => t - start)).toEqual([0, 2200, 2200 + 4400, 2200 + 4400 + 8800]);
  });

  it('succeeds when a retry succeeds', async () => {
    const { client, clock, state } = setupSdk(server);
    state.putClips([makeClip({ id: 'ok' })]);
    let calls = 0;
    server.use(
      handle(
        'getClip',
        () => (++calls < 3 ? HttpResponse.json({}, { status: 502 }) : undefined),
        TEST_BASE_URL,
      ),
    );
    const call = client.call('getClip', { path: { clip_id: 'ok' } });
    await clock.advance(10_000);
    expect((await call).id).toBe('ok');
    expect(calls).toBe(3);
  });

  it('never sends a generation again after an HTTP error (503), even with its transaction_uuid, nor retries a GET on a 4xx', async () => {
    const { client, clock } = setupSdk(server);
    let generations = 0;
    let reads = 0;
    server.use(
      handle(
        'generate',
        () => {
          generations += 1;
          return HttpResponse.json({ detail: 'busy' }, { status: 503 });
        },
        TEST_BASE_URL,
      ),
      handle(
        'getClip',
        () => {
          reads += 1;
          return HttpResponse.json({ detail: 'no' }, { status: 404 });
        },
        TEST_BASE_URL,
      ),
    );
    const generate = client
      .call('generate', { body: { mv: 'chirp-crow', transaction_uuid: 'txn-1' } as never })
      .catch((e: unknown) => e);
    const read = client.call('getClip', { path: { clip_id: 'x' } }).catch((e: unknown) => e);
    await clock.advance(60_000);
    await Promise.all([generate, read]);
    expect(generations).toBe(1);
    expect(reads).toBe(1);
  });

  it('a generation carrying its transaction_uuid is sent again, unchanged, when no answer came', async () => {
    const bodies: unknown[] = [];
    const { client, clock, state } = setupSdk(server, {
      fetch: async (input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (bodies.length === 1) throw new TypeError('fetch failed');
        return globalThis.fetch(input, init);
      },
    });
    const body = { mv: 'chirp-crow', transaction_uuid: 'txn-1' } as never;
    const call = client.call('generate', { body });
    await clock.flush();
    await clock.advance(2000);
    expect((await call).clips).toHaveLength(2);
    expect(bodies).toEqual([body, body]);
    expect(state.requestsOf('generate')).toHaveLength(1);
  });

  it('a generation without its transaction_uuid is not sent again, even when no answer came', async () => {
    let calls = 0;
    const { client, clock } = setupSdk(server, {
      fetch: () => {
        calls += 1;
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    const lost = client
      .call('generate', { body: { mv: 'chirp-crow' } as never })
      .catch((e: unknown) => e);
    await clock.advance(60_000);
    expect(await lost).toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });

  it('an abort during the backoff wait ends the call as aborted', async () => {
    const { client, clock } = setupSdk(server);
    server.use(failing(500));
    const controller = new AbortController();
    const call = client
      .call('getClip', { path: { clip_id: 'x' } }, { signal: controller.signal })
      .catch((e: unknown) => e);
    await clock.advance(1000);
    controller.abort();
    expect(await call).toMatchObject({ kind: 'aborted' });
    expect(clock.pending()).toBe(0);
  });
});

describe('other bodies', () => {
  it('a file answer is a Blob, an event stream a ReadableStream', async () => {
    const { client } = setupSdk(server);
    expect(await client.call('getClipAudio', { path: { clip_id: 'a' } })).toBeInstanceOf(Blob);
    const stream = await client.call('subscribeRealtime', {});
    expect(stream).toBeInstanceOf(ReadableStream);
    await stream.cancel();
  });

  it('an operation without auth sends no token', async () => {
    const { client } = setupSdk(server);
    let auth: string | null = 'unset';
    server.use(
      http.post(`${TEST_BASE_URL}/api/auth/dev-login`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          token: 't',
          user: { id: 'u', handle: 'h', display_name: null, avatar_image_url: null },
        });
      }),
    );
    await client.call('devLogin', { body: { handle: 'h' } as never }).catch(() => undefined);
    expect(auth).toBeNull();
  });
});

describe('programmer errors are usage errors (issue 30 item 6): thrown at once, never retried, nothing sent', () => {
  it("a missing path parameter rejects with kind 'usage' before any request, with no retry timer", async () => {
    let fetches = 0;
    const { client, clock } = setupSdk(server, {
      fetch: (input, init) => {
        fetches += 1;
        return globalThis.fetch(input, init);
      },
    });
    const error = await client.call('getClip', { path: { clip_id: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'usage',
      operationId: 'getClip',
      detail: "missing path parameter 'clip_id'",
    });
    expect(fetches).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it.each(['localhost:4010', '/api', '', 'ftp://example.com', 'not a url'])(
    "createApiClient throws kind 'usage' at once for the baseUrl %j",
    (baseUrl) => {
      expect(() => createApiClient({ baseUrl })).toThrow(
        expect.objectContaining({ kind: 'usage' }) as Error,
      );
    },
  );

  it('an absolute http(s) baseUrl is accepted, its trailing slashes dropped', () => {
    expect(createApiClient({ baseUrl: 'https://api.example.com/v1/' }).baseUrl).toBe(
      'https://api.example.com/v1',
    );
    expect(createApiClient({ baseUrl: 'http://localhost:4010' }).baseUrl).toBe(
      'http://localhost:4010',
    );
  });
});
