import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CREDITS_PER_CLIP, FREE_REMASTERS_DEFAULT, LIBRARY_PAGE_MIN } from '@cadenza/sdk';
import { makeClip } from '../testing/factories';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, withMswServer } from '../testing/test-kit';
import { openCreateForm } from './create-form-actions';
import { cachedSession } from './session';
import { setupStore } from './test-store';

const server = withMswServer();
const request = { mv: 'chirp-crow', title: 'Night drive', tags: 'synthwave' } as never;

describe('generate → poll → complete through the store', () => {
  it('tracks the new clips, expects their deduction, fulfils it on completion and reloads the session', async () => {
    const { store, clock, state } = setupStore(server);
    await store.query('getSession');
    const stop = store.poller.subscribe();
    const started = await store.mutate('generate', { body: request });
    expect(started.clips).toHaveLength(2);
    expect(store.getState().clips.running).toEqual(started.clips.map((c) => c.id));
    expect(store.getState().credits.expected).toEqual({
      [started.clips[0]!.id]: { counter: 'credits', amount: CREDITS_PER_CLIP },
      [started.clips[1]!.id]: { counter: 'credits', amount: CREDITS_PER_CLIP },
    });
    const sessionsBefore = state.requestsOf('getSession').length;
    await clock.advance(30_000);
    expect(store.getState().clips.running).toEqual([]);
    expect(store.getState().credits.expected).toEqual({});
    expect(state.requestsOf('getSession').length).toBeGreaterThan(sessionsBefore);
    expect(store.getState().credits.credits).toBe(state.session.credits.credits_left);
    stop();
    store.dispose();
  });

  it('an errored clip settles its deduction and queues one error notice', async () => {
    const { store, clock, state } = setupStore(server);
    store.poller.subscribe();
    const started = await store.mutate('generate', { body: request });
    state.setClipStatus(started.clips[0]!.id, 'error', { error_message: 'Moderated' });
    await clock.advance(2500);
    await clock.advance(2500);
    expect(Object.keys(store.getState().credits.expected)).toEqual([started.clips[1]!.id]);
    const notices = store
      .getState()
      .notices.items.map((i) => [i.notice.message, i.notice.description]);
    expect(notices).toEqual([['Error generating clip', 'Moderated']]);
    store.dispose();
  });

  it('a generation start error is described by the catalogue (402: credits)', async () => {
    const { store } = setupStore(server);
    server.use(
      handle(
        'generate',
        () => HttpResponse.json({ detail: 'Not enough credits' }, { status: 402 }),
        TEST_BASE_URL,
      ),
    );
    await expect(store.mutate('generate', { body: request })).rejects.toMatchObject({
      kind: 'http',
      status: 402,
    });
    expect(store.getState().notices.items[0]?.notice).toMatchObject({
      message: 'Need at least 10 credits to create.',
      description: 'Upgrade your account to get more credits!',
    });
    expect(store.getState().clips.generationError).toMatchObject({
      reason: 'Insufficient Credits',
    });
  });
});

describe('realtime pushes', () => {
  it('a pushed completion ends polling for that clip: no request is made for it', async () => {
    const { store, clock, state, realtime } = setupStore(server);
    const started = await store.mutate('generate', { body: request });
    realtime.push({
      event: 'clip_update',
      data: { clips: started.clips.map((c) => ({ ...c, status: 'complete' })) },
    });
    store.poller.subscribe();
    await clock.advance(30_000);
    expect(state.requestsOf('getFeedV2')).toHaveLength(0);
    expect(store.getState().clips.running).toEqual([]);
    store.dispose();
  });

  it('a credits_update push replaces the balances', () => {
    const { store, realtime } = setupStore(server);
    realtime.push({
      event: 'credits_update',
      data: {
        credits: { credits_left: 77, monthly_limit: 100, monthly_usage: 23, period_end: null },
        free_counters: { free_remasters_left: 1, free_v4_generations_left: 2 },
      },
    });
    expect(store.getState().credits).toMatchObject({
      credits: 77,
      freeRemasters: 1,
      freeV4Generations: 2,
    });
  });
});

describe('caching', () => {
  it('clip queries stay fresh for 5 minutes on the clock', async () => {
    const { store, clock, state } = setupStore(server);
    state.putClips([makeClip({ id: 'c1' })]);
    await store.query('getClip', { path: { clip_id: 'c1' } });
    await clock.advance(299_999);
    await store.query('getClip', { path: { clip_id: 'c1' } });
    expect(state.requestsOf('getClip')).toHaveLength(1);
    await clock.advance(1);
    await store.query('getClip', { path: { clip_id: 'c1' } });
    expect(state.requestsOf('getClip')).toHaveLength(2);
  });

  it('error clips are hidden from lists', async () => {
    const { store, state } = setupStore(server);
    state.putClips([makeClip({ id: 'ok' }), makeClip({ id: 'bad', status: 'error' })]);
    const page = await store.query('getFeedV2', { query: { page: LIBRARY_PAGE_MIN } });
    expect(page.clips.map((c) => c.id)).toEqual(['ok']);
  });

  it('lists change after mutations: trashing refetches an active clip list', async () => {
    const { store, clock, state } = setupStore(server);
    state.putClips([makeClip({ id: 'a' }), makeClip({ id: 'b' })]);
    const subscription = store.dispatch(
      store.api.endpoints.getFeedV2.initiate({ query: { page: LIBRARY_PAGE_MIN } }),
    );
    await clock.flush();
    expect(state.requestsOf('getFeedV2')).toHaveLength(1);
    await store.mutate('trashClips', { body: { trash: true, clip_ids: ['a'] } });
    await clock.flush();
    expect(state.requestsOf('getFeedV2')).toHaveLength(2);
    subscription.unsubscribe();
  });
});

describe('lists and a trash call in flight (1-generation §4 Trash: restore toggles is_trashed)', () => {
  const page = { query: { page: LIBRARY_PAGE_MIN } };
  const cached = (store: ReturnType<typeof setupStore>['store']) =>
    store.api.endpoints.getFeedV2.select(page)(store.getState()).data?.clips;

  /** A gate the test opens; a handler awaiting it answers only then. */
  function gate() {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  }

  it('a list not watched is dropped when the call lands, so the next read fetches it though it was fresh', async () => {
    const { store, clock, state } = setupStore(server);
    state.putClips([makeClip({ id: 'a', is_trashed: true })]);
    await store.query('getFeedV2', page);
    await store.mutate('trashClips', { body: { trash: false, clip_ids: ['a'] } });
    await clock.flush();
    expect(cached(store)).toBeUndefined();
    const again = await store.query('getFeedV2', page);
    expect(state.requestsOf('getFeedV2')).toHaveLength(2);
    expect(again.clips[0]?.is_trashed).toBe(false);
  });

  it('a watched list answered from before the call, even after the call lands, is read again', async () => {
    const { store, clock, state } = setupStore(server);
    state.putClips([makeClip({ id: 'a', is_trashed: true })]);
    const trash = gate();
    const list = gate();
    let listCalls = 0;
    server.use(
      // Falls through to the stateful handler (which applies the change) once the gate opens.
      handle('trashClips', () => trash.opened.then(() => undefined), TEST_BASE_URL),
      handle(
        'getFeedV2',
        async () => {
          listCalls += 1;
          const clips = state.clips().map((clip) => ({ ...clip }));
          if (listCalls === 1) await list.opened;
          return HttpResponse.json({ clips, num_total_results: clips.length });
        },
        TEST_BASE_URL,
      ),
    );
    const restore = store.mutate('trashClips', { body: { trash: false, clip_ids: ['a'] } });
    const subscription = store.dispatch(store.api.endpoints.getFeedV2.initiate(page));
    await clock.flush();
    trash.open();
    await restore;
    await clock.flush();
    expect(listCalls).toBe(1);
    list.open();
    await clock.flush();
    expect(listCalls).toBe(2);
    expect(cached(store)?.[0]?.is_trashed).toBe(false);
    subscription.unsubscribe();
  });
});

describe('credits bookkeeping (1-generation §4)', () => {
  const clip = (id: string, extra: Parameters<typeof makeClip>[0] = {}) =>
    makeClip({ id, status: 'submitted', ...extra });

  it('a deduction is expected on start, fulfilled on completion, reverted on error or refund_credits', () => {
    const { store } = setupStore(server);
    const { clipsStarted, clipsUpdated } = store.actions;
    store.dispatch(clipsStarted([clip('a'), clip('b'), clip('c')]));
    expect(store.getState().credits.credits).toBe(-3 * CREDITS_PER_CLIP);
    store.dispatch(clipsUpdated([clip('a', { status: 'complete' })]));
    store.dispatch(clipsUpdated([clip('b', { status: 'error' })]));
    store.dispatch(
      clipsUpdated([clip('c', { status: 'complete', metadata: { refund_credits: true } })]),
    );
    expect(store.getState().credits).toMatchObject({ credits: -CREDITS_PER_CLIP, expected: {} });
  });

  it('previews carry no deduction', () => {
    const { store } = setupStore(server);
    store.dispatch(store.actions.clipsStarted([clip('p', { metadata: { type: 'preview' } })]));
    expect(store.getState().credits).toMatchObject({ credits: 0, expected: {} });
  });

  it('free remaster and free v4 counters are decremented or refunded instead of credits', () => {
    const { store } = setupStore(server);
    store.dispatch(
      store.actions.clipsStarted([clip('r', { metadata: { free_quota_category: 'remaster' } })]),
    );
    expect(store.getState().credits).toMatchObject({
      credits: 0,
      freeRemasters: FREE_REMASTERS_DEFAULT - 1,
    });
    store.dispatch(
      store.actions.clipsUpdated([
        clip('r', { status: 'error', metadata: { free_quota_category: 'remaster' } }),
      ]),
    );
    expect(store.getState().credits).toMatchObject({ freeRemasters: FREE_REMASTERS_DEFAULT });
  });

  it("a stuck clip reverts its deduction ('No credits were used')", () => {
    const { store } = setupStore(server);
    store.dispatch(store.actions.clipsStarted([clip('s')]));
    store.dispatch(store.actions.stuckClipReverted(clip('s')));
    expect(store.getState().credits).toMatchObject({ credits: 0, expected: {} });
  });
});

describe('the session stays cached after a submit (issue 30 item 6)', () => {
  it('a generation invalidates the session: it is refetched, never dropped, and the create form still opens', async () => {
    const { store, state } = setupStore(server);
    await store.query('getSession');
    const sessionsBefore = state.requestsOf('getSession').length;
    await store.mutate('generate', { body: request });
    expect(cachedSession(store)?.user.id).toBe(state.session.user.id);
    expect(openCreateForm(store, 'create')).not.toBeNull();
    await vi.waitFor(() =>
      expect(state.requestsOf('getSession').length).toBeGreaterThan(sessionsBefore),
    );
    expect(cachedSession(store)).toBeDefined();
    store.dispose();
  });
});

describe('dispose leaves no timer (issue 30 item 6: a Node script exits at once)', () => {
  it("clears the query cache's removal timers and the clock's timers", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store, clock } = setupStore(server);
      await store.query('getSession');
      await store.query('getClip', { path: { clip_id: 'missing' } }).catch(() => undefined);
      await store.query('getFeedV2', { query: { page: 0 } });
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      store.dispose();
      // Only RTK's batched-notify tick (10 ms) may still be queued; nothing lasting.
      vi.advanceTimersByTime(10);
      expect(vi.getTimerCount()).toBe(0);
      expect(clock.pending()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
