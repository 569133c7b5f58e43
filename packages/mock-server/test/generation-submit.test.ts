// The SDK's submitCreateForm against the real mock server (in-process, ':memory:', on a socket):
// one transaction_uuid per submission (1-generation §3) means a double click and a network retry
// make one set of clips and one credit deduction, and two deliberate submissions make two. The
// network fault lets the server handle the request, then drops its answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createCreateFormState,
  CREDITS_PER_GENERATION,
  QUERY_RETRY_DELAY_MS,
  rulesContextFromSession,
  type CreateFormState,
  type RulesContext,
} from '@cadenza/sdk';
import { createCadenzaStore, submitCreateForm, type CadenzaStore } from '@cadenza/sdk/store';
import { createFakeClock, type FakeClock } from '@cadenza/sdk/testing';
import { createTestServer, type TestServer } from './harness';

interface Harness {
  readonly server: TestServer;
  readonly store: CadenzaStore;
  readonly clock: FakeClock;
  readonly ctx: RulesContext;
  /** Transaction uuids of the generation requests that reached the server, in order. */
  readonly sent: string[];
  /** Drops the answer of the next generation request (the server has handled it). */
  dropNextAnswer(): void;
  credits(): number;
  /** The generations the server recorded for the signed-in user. */
  generations(): number;
}

let http: Server;
let harness: Harness;

async function start(): Promise<Harness> {
  const server = await createTestServer();
  http = createServer(server.app);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const token = await server.token('pro');
  const inflight = new Set<Promise<unknown>>();
  const sent: string[] = [];
  let drop = 0;
  const faultyFetch: typeof fetch = (input, init) => {
    const attempt = (async () => {
      const response = await fetch(input, init);
      if (!String(input).includes('/api/generate/v2/')) return response;
      sent.push((JSON.parse(String(init?.body)) as { transaction_uuid: string }).transaction_uuid);
      if (drop === 0) return response;
      drop -= 1;
      await response.text();
      throw new TypeError('fetch failed');
    })();
    inflight.add(attempt);
    void attempt.finally(() => inflight.delete(attempt)).catch(() => undefined);
    return attempt;
  };
  const clock = createFakeClock({
    // The server answers over a socket: wait for every request, then let its callers go on.
    settle: async () => {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
  let next = 0;
  const store = createCadenzaStore({
    client: createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      getToken: () => token,
      fetch: faultyFetch,
      clock,
      random: () => 0,
    }),
    clock,
    uuid: () => `txn-${++next}`,
  });
  const session = await store.query('getSession');
  const userId = server.userId('pro');
  return {
    server,
    store,
    clock,
    ctx: rulesContextFromSession(session, clock),
    sent,
    dropNextAnswer: () => (drop += 1),
    credits: () => server.ctx.repos.users.byHandle('pro')!.credits,
    generations: () => server.ctx.repos.requests.byUser(userId).length,
  };
}

beforeEach(async () => {
  harness = await start();
});
afterEach(async () => {
  harness.store.dispose();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await harness.server.close();
});

const songForm = (prompt: string): CreateFormState => {
  const form = createCreateFormState({ model: 'chirp-crow', mode: 'simple' });
  return { ...form, simple: { ...form.simple, prompt } };
};

describe('submitCreateForm on the mock server: one transaction_uuid per submission', () => {
  it('a double click makes one set of clips and one credit deduction', async () => {
    const { store, ctx } = harness;
    const before = harness.credits();
    const form = songForm('a dreamy synthwave song about the sea');
    const [first, second] = await Promise.all([
      submitCreateForm(store, 'create', form, ctx),
      submitCreateForm(store, 'create', form, ctx),
    ]);
    expect(second).toBe(first);
    expect(first.status === 'sent' && first.clips).toHaveLength(2);
    expect(harness.sent).toEqual(['txn-1']);
    expect(harness.generations()).toBe(1);
    expect(harness.credits()).toBe(before - CREDITS_PER_GENERATION);
  });

  it('a lost answer is retried with the same uuid: the server answers the same clips, charged once', async () => {
    const { store, ctx, clock } = harness;
    const before = harness.credits();
    harness.dropNextAnswer();
    const submission = submitCreateForm(store, 'create', songForm('a folk song'), ctx);
    await clock.flush();
    expect(harness.generations()).toBe(1);
    await clock.advance(QUERY_RETRY_DELAY_MS);
    const result = await submission;
    expect(harness.sent).toEqual(['txn-1', 'txn-1']);
    const recorded = harness.server.ctx.repos.requests.byUser(harness.server.userId('pro'));
    expect(recorded).toHaveLength(1);
    expect(result.status === 'sent' && result.clips.map((clip) => clip.id)).toEqual(
      recorded[0]!.clip_ids,
    );
    expect(store.getState().clips.running).toEqual(recorded[0]!.clip_ids);
    expect(harness.credits()).toBe(before - CREDITS_PER_GENERATION);
  });

  it('two deliberate submissions make two sets of clips and two deductions', async () => {
    const { store, ctx } = harness;
    const before = harness.credits();
    const form = songForm('a folk song');
    await submitCreateForm(store, 'create', form, ctx);
    await submitCreateForm(store, 'create', form, ctx);
    expect(harness.sent).toEqual(['txn-1', 'txn-2']);
    expect(harness.generations()).toBe(2);
    expect(harness.credits()).toBe(before - 2 * CREDITS_PER_GENERATION);
  });
});
