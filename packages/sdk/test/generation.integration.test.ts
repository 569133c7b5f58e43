// Integration against the real mock server (createApp in process, ':memory:', fake clock):
// generate → poll → complete, realtime pushes, and every generation error status.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_CLIP_QUEUED_MS, MOCK_CLIP_STREAMING_MS, MOCK_CLIP_SUBMITTED_MS } from '@cadenza/sdk';
import { createCadenzaStore, createSseChannel, type CadenzaStore } from '@cadenza/sdk/store';
import { startMockServer, type LiveServer } from './support/mock-server';

const LIFECYCLE_MS = MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS;
const simple = {
  mv: 'chirp-crow',
  gpt_description_prompt: 'a dreamy synthwave song about the sea',
} as const;

let server: LiveServer;
let store: CadenzaStore;

async function storeFor(handle: string, options: { realtime?: boolean } = {}) {
  const client = await server.client(handle);
  store = createCadenzaStore({
    client,
    clock: server.clock,
    ...(options.realtime ? { realtime: createSseChannel({ client, clock: server.clock }) } : {}),
  });
  await store.query('getSession');
  return store;
}

beforeEach(async () => {
  server = await startMockServer();
});
afterEach(async () => {
  store?.dispose();
  await server.close();
});

describe('generate → poll → complete against the mock server', () => {
  it('follows the new clips by feed/v2 every 2.5 s until complete, then settles credits and reloads the session', async () => {
    const s = await storeFor('pro');
    s.poller.subscribe();
    const { clips } = await s.mutate('generate', { body: simple });
    expect(clips.map((c) => c.status)).toEqual(['submitted', 'submitted']);
    expect(Object.keys(s.getState().credits.expected)).toHaveLength(2);
    const sessions = server.count('getSession');
    await server.clock.advance(LIFECYCLE_MS + 2500);
    expect(s.getState().clips.running).toEqual([]);
    expect(s.getState().credits.expected).toEqual({});
    expect(server.count('getSession')).toBeGreaterThan(sessions);
    const session = await s.query('getSession');
    expect(s.getState().credits.credits).toBe(session.credits.credits_left);
    const polls = server.requests.filter((r) => r.path === '/api/feed/v2');
    // One look every 2.5 s from one interval after the answer, until complete (25 s).
    expect(polls.map((r) => r.at - polls[0]!.at + 2500)).toEqual(
      Array.from({ length: LIFECYCLE_MS / 2500 }, (_, i) => (i + 1) * 2500),
    );
    expect(new Set(polls.flatMap((r) => (r.query.get('ids') ?? '').split(',')))).toEqual(
      new Set(clips.map((c) => c.id)),
    );
    const done = await s.query('getFeedV2', { query: { ids: clips.map((c) => c.id).join(',') } });
    expect(done.clips.map((c) => c.status)).toEqual(['complete', 'complete']);
  });

  it('with the realtime channel, a pushed completion means no further request for that clip', async () => {
    const s = await storeFor('pro', { realtime: true });
    s.poller.subscribe();
    const pushedAt = new Map<string, number>();
    s.poller.subscribe((event) => {
      if (event.type === 'finished')
        for (const clip of event.clips) pushedAt.set(clip.id, server.clock.now());
    });
    const { clips } = await s.mutate('generate', { body: simple });
    await server.clock.advance(LIFECYCLE_MS + 10_000);
    expect(s.getState().clips.running).toEqual([]);
    expect([...pushedAt.keys()].sort()).toEqual(clips.map((c) => c.id).sort());
    const late = server.requests.filter(
      (r) =>
        r.path === '/api/feed/v2' &&
        (r.query.get('ids') ?? '').split(',').some((id) => (pushedAt.get(id) ?? Infinity) < r.at),
    );
    expect(late).toEqual([]);
  });

  it("a clip that errors is notified once: 'Error generating clip' with its message", async () => {
    const s = await storeFor('pro');
    s.poller.subscribe();
    const { clips } = await s.mutate('generate', { body: simple });
    const anon = await server.client('pro');
    await anon.call('devSetClipState', {
      body: {
        clip_id: clips[0]!.id,
        status: 'error',
        error_type: 'moderation_failure',
        error_message: 'Flagged lyrics',
      },
    });
    await server.clock.advance(LIFECYCLE_MS + 5000);
    const notices = s.getState().notices.items.map((i) => [i.notice.message, i.notice.description]);
    expect(notices).toEqual([['Error generating clip', 'Flagged lyrics']]);
    expect(s.getState().clips.running).toEqual([]);
  });
});

describe('generation start errors against the mock server (1-generation §8)', () => {
  const cases: {
    status: number;
    handle: string;
    setup: (s: LiveServer) => Promise<unknown>;
    body?: object;
    expected: { message?: string; description?: string; reason: string; modal?: string };
  }[] = [
    {
      status: 402,
      handle: 'pro',
      setup: async (s) =>
        (await s.client('pro')).call('devSetCredits', { body: { handle: 'pro', credits: 0 } }),
      expected: {
        message: 'Need at least 10 credits to create.',
        description: 'Upgrade your account to get more credits!',
        reason: 'Insufficient Credits',
      },
    },
    {
      status: 402,
      handle: 'pro',
      setup: async (s) =>
        (await s.client('pro')).call('devSetSubscription', {
          body: { handle: 'pro', status: 'past_due' },
        }),
      expected: {
        message: 'Your subscription is past due.',
        description: 'Please update your payment method.',
        reason: 'Subscription past due',
      },
    },
    {
      status: 423,
      handle: 'pro',
      setup: async (s) =>
        (await s.client('pro')).call('devSetSupportLock', {
          body: { handle: 'pro', locked: true },
        }),
      expected: {
        message: 'Your account requires support assistance',
        description: 'Please contact support.',
        reason: 'Support Assistance Required',
      },
    },
    {
      status: 424,
      handle: 'pro',
      setup: async () => undefined,
      body: { mv: 'chirp-crow', tags: 'pop', prompt: 'a song like The Beatles' },
      expected: { reason: 'Unknown Error', modal: 'copyright_warning' },
    },
    {
      status: 429,
      handle: 'pro',
      setup: async (s) => {
        const client = await s.client('pro');
        for (let i = 0; i < 5; i += 1) await client.call('generate', { body: simple });
      },
      expected: {
        message: 'Please wait.',
        description: 'Please wait for your other generations to finish.',
        reason: 'Rate Limited',
      },
    },
    {
      status: 451,
      handle: 'pro',
      setup: async () => undefined,
      body: { mv: 'chirp-crow', tags: 'pop', prompt: 'forbidden-word in the chorus' },
      expected: {
        message: 'The lyrics do not meet our content guidelines',
        description: 'Please try again with different lyrics.',
        reason: 'Does Not Meet Guidelines',
      },
    },
    {
      status: 503,
      handle: 'free',
      setup: async (s) =>
        (await s.client('free')).call('devSetElevatedUsage', { body: { enabled: true } }),
      expected: {
        message: 'We are seeing elevated usage.',
        description: 'Generations are currently only available for Pro and Premier subscribers.',
        reason: 'Elevated Usage',
      },
    },
  ];

  it.each(cases.map((c) => [`${c.status} ${c.expected.reason}`, c] as const))(
    '%s',
    async (_name, c) => {
      await c.setup(server);
      const s = await storeFor(c.handle);
      const error = await s
        .mutate('generate', { body: (c.body ?? simple) as never })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'http', status: c.status });
      const described = s.getState().clips.generationError;

      expect(described).toMatchObject({
        reason: c.expected.reason,
        ...(c.expected.modal ? { modal: c.expected.modal } : {}),
      });
      if (c.expected.message) {
        expect(s.getState().notices.items.map((i) => i.notice)).toEqual([
          expect.objectContaining({
            message: c.expected.message,
            description: c.expected.description,
          }),
        ]);
      }
      expect(s.getState().clips.running).toEqual([]);
      expect(s.getState().credits.expected).toEqual({});
    },
  );
});
