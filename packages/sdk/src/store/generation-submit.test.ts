/**
 * submitCreateForm over the SDK's MSW handlers on a fake clock (1-generation §3: the request's
 * transaction_uuid): one submission in flight per form, one uuid per submission reused by every
 * repeat of it, the new clips polled, and one credit deduction per submission.
 */
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createCreateFormState,
  CREDITS_PER_GENERATION,
  GENERATION_RESEND_RETRIES,
  isApiError,
  QUERY_RETRY_DELAY_MS,
  rulesContextFromSession,
  type CreateFormState,
} from '@cadenza/sdk';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { submitCreateForm } from './generation-submit';
import { setupStore } from './test-store';

const server = withMswServer();

const simpleForm = (prompt: string): CreateFormState => {
  const form = createCreateFormState({ model: 'chirp-crow', mode: 'simple' });
  return { ...form, simple: { ...form.simple, prompt } };
};

/** A fetch that records generation bodies and drops the answers of the attempts `drop` names. */
function faultyNetwork(drop: (attempt: number) => boolean = () => false) {
  const bodies: { transaction_uuid?: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    if (!String(input).includes('/api/generate/v2/')) return response;
    bodies.push(JSON.parse(String(init?.body)) as { transaction_uuid?: string });
    if (!drop(bodies.length)) return response;
    await response.text();
    throw new TypeError('fetch failed');
  };
  return { fetch, bodies };
}

async function setup(network = faultyNetwork()) {
  let next = 0;
  const t = setupStore(server, { uuid: () => `txn-${++next}`, fetch: network.fetch });
  const session = await t.store.query('getSession');
  const ctx = rulesContextFromSession(session, t.clock);
  const credits = () => t.state.session.credits.credits_left;
  return { ...t, ctx, network, creditsBefore: credits(), credits };
}

describe('submitCreateForm: one transaction_uuid per submission', () => {
  it('a double click while the first press is in flight sends one request: one set of clips, one deduction', async () => {
    const t = await setup();
    const form = simpleForm('a rainy day song');
    const first = submitCreateForm(t.store, 'create', form, t.ctx);
    const second = submitCreateForm(t.store, 'create', form, t.ctx);
    expect(t.store.submissions.pending('create')).toBe(true);
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(t.state.requestsOf('generate')).toHaveLength(1);
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual(['txn-1']);
    expect(t.state.clips()).toHaveLength(2);
    expect(t.credits()).toBe(t.creditsBefore - CREDITS_PER_GENERATION);
    expect(t.store.submissions.pending('create')).toBe(false);
    t.store.dispose();
  });

  it('a lost answer is sent again with the same transaction_uuid: the clips made once, polled, charged once', async () => {
    const t = await setup(faultyNetwork((attempt) => attempt === 1));
    const submission = submitCreateForm(t.store, 'create', simpleForm('a song'), t.ctx);
    await t.clock.flush();
    await t.clock.advance(QUERY_RETRY_DELAY_MS);
    const result = await submission;
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual(['txn-1', 'txn-1']);
    expect(result.status).toBe('sent');
    const ids = result.status === 'sent' ? result.clips.map((clip) => clip.id) : [];
    expect(t.state.clips().map((clip) => clip.id)).toEqual(ids);
    expect(t.store.getState().clips.running).toEqual(ids);
    expect(t.credits()).toBe(t.creditsBefore - CREDITS_PER_GENERATION);
    t.store.dispose();
  });

  it('two deliberate submissions get two uuids and make two sets of clips, charged twice', async () => {
    const t = await setup();
    const form = simpleForm('a song');
    await submitCreateForm(t.store, 'create', form, t.ctx);
    await submitCreateForm(t.store, 'create', form, t.ctx);
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual(['txn-1', 'txn-2']);
    expect(t.state.clips()).toHaveLength(4);
    expect(t.credits()).toBe(t.creditsBefore - 2 * CREDITS_PER_GENERATION);
    t.store.dispose();
  });

  it('a press after a submission that never got an answer repeats its uuid for the same request', async () => {
    const t = await setup(faultyNetwork((attempt) => attempt <= 1 + GENERATION_RESEND_RETRIES));
    const form = simpleForm('a song');
    const lost = submitCreateForm(t.store, 'create', form, t.ctx).catch((e: unknown) => e);
    await t.clock.flush();
    for (let retry = 0; retry < GENERATION_RESEND_RETRIES; retry += 1)
      await t.clock.advance(QUERY_RETRY_DELAY_MS * 2 ** retry);
    const error = await lost;
    expect(isApiError(error) && error.kind).toBe('network');
    const again = await submitCreateForm(t.store, 'create', form, t.ctx);
    const changed = await submitCreateForm(t.store, 'create', simpleForm('another'), t.ctx);
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual([
      ...Array<string>(2 + GENERATION_RESEND_RETRIES).fill('txn-1'),
      'txn-2',
    ]);
    expect(again.status === 'sent' && again.clips).toHaveLength(2);
    expect(changed.status).toBe('sent');
    expect(t.credits()).toBe(t.creditsBefore - 2 * CREDITS_PER_GENERATION);
    t.store.dispose();
  });

  it('an HTTP error is an answer: not sent again, and the next press is a new submission', async () => {
    const t = await setup();
    let calls = 0;
    server.use(
      handle(
        'generate',
        () => (++calls === 1 ? HttpResponse.json({ detail: 'busy' }, { status: 503 }) : undefined),
        TEST_BASE_URL,
      ),
    );
    const form = simpleForm('a song');
    await expect(submitCreateForm(t.store, 'create', form, t.ctx)).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    await t.clock.advance(60_000);
    expect(calls).toBe(1);
    expect((await submitCreateForm(t.store, 'create', form, t.ctx)).status).toBe('sent');
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual(['txn-1', 'txn-2']);
    t.store.dispose();
  });

  it('each form scope has its own submission: /studio does not join /create', async () => {
    const t = await setup();
    const form = simpleForm('a song');
    await Promise.all([
      submitCreateForm(t.store, 'create', form, t.ctx),
      submitCreateForm(t.store, 'studio', form, t.ctx),
    ]);
    expect(t.network.bodies.map((body) => body.transaction_uuid)).toEqual(['txn-1', 'txn-2']);
    t.store.dispose();
  });

  it("adjust-speed mode sends the adjust-speed request, and nothing without a clip: 'No clip selected'", async () => {
    const t = await setup();
    const form = createCreateFormState({ model: 'chirp-crow', mode: 'simple' });
    const speed = { ...form, global: { ...form.global, mode: 'adjust_speed' as const } };
    expect(await submitCreateForm(t.store, 'create', speed, t.ctx)).toEqual({
      status: 'not_sent',
      message: 'No clip selected',
    });
    const withClip = { ...speed, adjustSpeed: { ...speed.adjustSpeed, clipId: 'clip-1' } };
    expect((await submitCreateForm(t.store, 'create', withClip, t.ctx)).status).toBe('sent');
    expect(t.state.requestsOf('adjustClipSpeed')).toHaveLength(1);
    expect(t.network.bodies).toEqual([]);
    t.store.dispose();
  });
});

describe('submitCreateForm validates first (issue 30 item 6): a blocked form is not sent, nothing is charged', () => {
  it.each([
    ['an empty description', '', 'Enter a description to create'],
    ['a 201-character description', 'a'.repeat(201), 'Description is too long'],
    ['a 10,000-character description', 'a'.repeat(10_000), 'Description is too long'],
  ])("%s resolves 'not_sent' with the rule's message", async (_case, prompt, message) => {
    const t = await setup();
    expect(await submitCreateForm(t.store, 'create', simpleForm(prompt), t.ctx)).toEqual({
      status: 'not_sent',
      message,
    });
    expect(t.state.requestsOf('generate')).toHaveLength(0);
    expect(t.credits()).toBe(t.creditsBefore);
    t.store.dispose();
  });

  it("a user out of credits gets 'Out of credits.' and no request", async () => {
    const t = await setup();
    const ctx = { ...t.ctx, session: { ...t.ctx.session, credits: 0 } };
    expect(await submitCreateForm(t.store, 'create', simpleForm('a song'), ctx)).toEqual({
      status: 'not_sent',
      message: 'Out of credits.',
    });
    expect(t.state.requestsOf('generate')).toHaveLength(0);
    t.store.dispose();
  });
});
