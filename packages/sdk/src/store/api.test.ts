// The RTK Query api has exactly one endpoint per operationId of openapi.yaml.
import { describe, expect, it } from 'vitest';
import { operations } from '@cadenza/sdk/contract';
import { withMswServer } from '../testing/test-kit';
import { isQueryOperation, QUERY_POST_OPERATIONS } from './operation-kinds';
import { setupStore } from './test-store';

const server = withMswServer();

describe('one RTK Query endpoint per operationId', () => {
  it('matches the operations table 1:1', () => {
    const { store } = setupStore(server);
    expect(Object.keys(store.api.endpoints).sort()).toEqual(Object.keys(operations).sort());
    expect(Object.keys(operations)).toHaveLength(194);
  });

  it('GETs and the read-only POSTs are queries; everything else is a mutation', () => {
    const { store } = setupStore(server);
    for (const [id, op] of Object.entries(operations)) {
      const endpoint = store.api.endpoints[id as keyof typeof operations] as {
        matchFulfilled: unknown;
        useQuery?: unknown;
      };
      const isQuery =
        op.method === 'GET' || (QUERY_POST_OPERATIONS as readonly string[]).includes(id);
      expect(isQueryOperation(id as keyof typeof operations), id).toBe(isQuery);
      expect(typeof endpoint.matchFulfilled).toBe('function');
    }
  });
});
