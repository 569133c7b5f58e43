// Conformance of paging (openapi/DECISIONS.md "Paging"): every call paged by a page number,
// read through the SDK's store (the ui's code) from the real mock server, counts its pages as
// PAGING says; openapi.yaml's minimum of each `page` is the call's first page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, PAGING, type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { startLiveStores, type LiveStores } from './live';
import {
  PAGED_CALLS,
  findSeededIds,
  itemsOf,
  keyOf,
  pageArgs,
  totalOf,
  type SeededIds,
} from './paged-calls';

let live: LiveStores;
let ids: SeededIds;
beforeAll(async () => {
  live = await startLiveStores();
  ids = await findSeededIds(live.stores);
});
afterAll(() => live?.close());

interface ParameterInfo {
  readonly name: string;
  readonly schema?: { readonly minimum?: number };
}
const pageParameter = (id: OperationId) =>
  (operations[id] as unknown as { query: readonly ParameterInfo[] }).query.find(
    (p) => p.name === 'page',
  );

describe('paging: one convention per paged call', () => {
  it('PAGING lists every operation of openapi.yaml with a page number, at its minimum', () => {
    const paged = (Object.keys(operations) as OperationId[]).filter((id) => pageParameter(id));
    expect(Object.keys(PAGING).sort()).toEqual(paged.sort());
    for (const id of paged)
      expect(pageParameter(id)?.schema?.minimum, id).toBe(PAGING[id as keyof typeof PAGING].first);
  });

  it('the conformance suite reads every paged call', () => {
    expect(PAGED_CALLS.map((call) => call.id).sort()).toEqual(Object.keys(PAGING).sort());
  });

  for (const call of PAGED_CALLS) {
    const { first, size } = PAGING[call.id];
    it(`${call.id}: page ${first} is the first page, page ${first + 1} the next (${size} a page)`, async () => {
      const store = live.stores[call.as];
      const read = store.query as (id: typeof call.id, args: unknown) => Promise<unknown>;
      const one = await read(call.id, pageArgs(call, ids, first));
      const two = await read(call.id, pageArgs(call, ids, first + 1));
      const total = totalOf(one) ?? 0;
      if (call.seeded) expect(itemsOf(call, one).length, 'the first page').toBeGreaterThan(0);
      expect(itemsOf(call, one)).toHaveLength(Math.min(size, total));
      expect(itemsOf(call, two)).toHaveLength(Math.min(size, Math.max(0, total - size)));
      const onFirst = new Set(itemsOf(call, one).map(keyOf));
      expect(itemsOf(call, two).filter((item) => onFirst.has(keyOf(item)))).toEqual([]);
      expect(totalOf(two) ?? total).toBe(total);
    });

    it(`${call.id}: a page before ${first} is answered 400`, async () => {
      const read = live.stores[call.as].query as (id: string, args: unknown) => Promise<unknown>;
      const answer = read(call.id, pageArgs(call, ids, first - 1));
      await expect(answer).rejects.toBeInstanceOf(ApiError);
      await expect(answer).rejects.toMatchObject({ status: 400 });
    });
  }
});
