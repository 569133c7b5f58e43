// The MSW twin (openapi/DECISIONS.md "Paging"): the SDK's MSW handlers, seeded with the mock
// server's state, answer the same keys, pages and totals as the mock server for the same reads
// and mutations through the store, so the ui's tests (which run on MSW) cannot drift from the
// server again. Calls MSW answers from the schema are held to the same page base and keys, and
// every read the ui makes answers, from both, every required key of its openapi.yaml schema and
// no key the schema leaves out (answer-shape.ts), at the top and in the first item of its list.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, PAGING, type OperationId } from '@cadenza/sdk';
import { createCadenzaStore, type CadenzaStore, type QueryOperationId } from '@cadenza/sdk/store';
import { createMockHandlers, createMockState, type MockState } from '@cadenza/sdk/testing';
import { answerShape } from './answer-shape';
import { startLiveStores, type LiveStores } from './live';
import {
  PAGED_CALLS,
  findSeededIds,
  itemsOf,
  pageArgs,
  totalOf,
  type PagedCall,
  type SeededIds,
} from './paged-calls';

const MSW_BASE = 'http://msw.conformance.test';
/** The fields that say where a page is (besides its items). */
const PAGING_FIELDS = [
  'num_total_results',
  'num_total_profiles',
  'current_page',
  'continuation_token',
];
/** The ui's reads besides the paged calls: who reads, with what, and the list an answer holds. */
const GET_CALLS: readonly {
  readonly id: QueryOperationId;
  readonly args: (ids: SeededIds) => object | undefined;
  readonly items?: string;
}[] = [
  { id: 'getSession', args: () => undefined },
  { id: 'getClip', args: (seeded) => ({ path: { clip_id: seeded.parentClipId } }) },
  {
    id: 'getSongsByIds',
    args: (seeded) => ({ query: { ids: seeded.parentClipId } }),
    items: 'clips',
  },
  { id: 'getPinnedClips', args: () => undefined, items: 'clips' },
  { id: 'getPersonas', args: () => ({}), items: 'personas' },
  { id: 'getRecommendedStyles', args: () => undefined },
  { id: 'getNotifications', args: () => undefined, items: 'notifications' },
  {
    id: 'getComments',
    args: (seeded) => ({ path: { clip_id: seeded.parentClipId } }),
    items: 'comments',
  },
];
const STATEFUL_LISTS: readonly PagedCall['id'][] = ['getMyPlaylists', 'getSavedPrompts'];

let live: LiveStores;
let ids: SeededIds;
let state: MockState;
let twin: CadenzaStore;
const msw = setupServer();

type Read = (id: string, args?: unknown) => Promise<unknown>;
const reader = (store: CadenzaStore) => store.query as unknown as Read;

beforeAll(async () => {
  live = await startLiveStores();
  ids = await findSeededIds(live.stores);
  const pro = live.stores.pro;
  const playlists = await pro.query('getMyPlaylists', { query: { page: 0 } });
  const prompts = await pro.query('getSavedPrompts', { query: { page: 0 } });
  state = createMockState({ clock: live.server.clock });
  state.playlists = structuredClone(playlists.playlists);
  state.prompts = structuredClone(prompts.prompts);
  state.putClips([
    structuredClone(await pro.query('getClip', { path: { clip_id: ids.parentClipId } })),
  ]);
  msw.use(...createMockHandlers({ baseUrl: MSW_BASE, state }).handlers);
  msw.listen({ onUnhandledRequest: 'bypass' });
  twin = createCadenzaStore({
    client: createApiClient({ baseUrl: MSW_BASE, clock: live.server.clock }),
    clock: live.server.clock,
  });
});
afterAll(async () => {
  twin?.dispose();
  msw.close();
  await live?.close();
});

/** What the ui sees of a page: its keys, how many items, the total, and the items' texts. */
function shapeOf(call: PagedCall, answer: unknown) {
  const items = itemsOf(call, answer) as { name?: string; lyrics?: string | null }[];
  return {
    keys: Object.keys(answer as object).sort(),
    count: items.length,
    total: totalOf(answer),
    texts: items.map((item) => item.name ?? item.lyrics ?? null),
  };
}

const callOf = (id: PagedCall['id']): PagedCall => {
  const call = PAGED_CALLS.find((c) => c.id === id);
  if (!call) throw new Error(`${id} is not a paged call`);
  return call;
};

async function comparePages(id: PagedCall['id']) {
  const call = callOf(id);
  const { first } = PAGING[id];
  for (const page of [first, first + 1]) {
    const args = pageArgs(call, ids, page);
    const server = await reader(live.stores[call.as])(id, args);
    const mock = await reader(twin)(id, args);
    expect(shapeOf(call, mock), `${id} page ${page}`).toEqual(shapeOf(call, server));
  }
}

describe('MSW answers as the mock server does', () => {
  for (const id of STATEFUL_LISTS)
    it(`${id}: the same keys, items and totals on the first two pages`, () => comparePages(id));

  it("after 'Create New Playlist' and a saved prompt, both list the same", async () => {
    for (const store of [live.stores.pro, twin]) {
      await store.mutate('createPlaylist', { body: {} });
      await store.mutate('savePrompt', { body: { lyrics: '[Verse]\nTwin' } });
    }
    await comparePages('getMyPlaylists');
    await comparePages('getSavedPrompts');
  });

  for (const call of PAGED_CALLS.filter((c) => !STATEFUL_LISTS.includes(c.id))) {
    const { first } = PAGING[call.id];
    it(`${call.id}: a page past the end is empty in both, with the server's paging fields`, async () => {
      const far = pageArgs(call, ids, first + 1000);
      const server = await reader(live.stores[call.as])(call.id, far);
      const mock = (await reader(twin)(call.id, far)) as Record<string, unknown>;
      expect(itemsOf(call, server)).toEqual([]);
      expect(mock[PAGING[call.id].items] ?? []).toEqual([]);
      const paging = [PAGING[call.id].items, ...PAGING_FIELDS];
      const named = (answer: object) => Object.keys(answer).filter((key) => paging.includes(key));
      expect(named(mock).sort()).toEqual(named(server as object).sort());
    });
  }

  const expectDocumented = (id: OperationId, answers: Record<string, unknown>, items?: string) => {
    for (const [who, answer] of Object.entries(answers)) {
      const shape = answerShape(id, answer, items);
      expect(shape.top?.missing, `${who} ${id} lacks`).toEqual([]);
      expect(shape.top?.undocumented, `${who} ${id} sends`).toEqual([]);
      expect(shape.item?.missing ?? [], `${who} ${id} item lacks`).toEqual([]);
      expect(shape.item?.undocumented ?? [], `${who} ${id} item sends`).toEqual([]);
    }
  };

  for (const call of PAGED_CALLS) {
    it(`${call.id}: both answers carry every required key and nothing openapi.yaml leaves out`, async () => {
      const args = pageArgs(call, ids, PAGING[call.id].first);
      const items = PAGING[call.id].items;
      const server = await reader(live.stores[call.as])(call.id, args);
      expectDocumented(call.id, { server, msw: await reader(twin)(call.id, args) }, items);
      if (call.seeded) expect(answerShape(call.id, server, items).item).not.toBeNull();
    });
  }

  for (const call of GET_CALLS) {
    it(`${call.id}: both answers carry every required key and nothing openapi.yaml leaves out`, async () => {
      const args = call.args(ids);
      const server = await reader(live.stores.pro)(call.id, args);
      expectDocumented(call.id, { server, msw: await reader(twin)(call.id, args) }, call.items);
    });
  }
});
