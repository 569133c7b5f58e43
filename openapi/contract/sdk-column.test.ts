// The contract's SDK column: every operation of openapi.yaml has an endpoint in the SDK's RTK
// Query api (and a typed hook in @cadenza/sdk/react), and the client's routes table calls it with
// the method and path of the contract.
import { describe, expect, it } from 'vitest';
import { createApiClient, routes } from '@cadenza/sdk';
import { createCadenzaStore } from '@cadenza/sdk/store';
import { cadenzaHooks, hookName } from '@cadenza/sdk/react';
import { operations } from './load';

const store = createCadenzaStore({ client: createApiClient({ baseUrl: 'http://contract.test' }) });
const endpoints = store.api.endpoints as Record<string, unknown>;

describe('every operation has an SDK endpoint', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    expect(endpoints[op.operationId], op.operationId).toBeDefined();
    const table = routes[op.operationId as keyof typeof routes];
    expect({ method: table.method, path: table.path }).toEqual({
      method: op.method,
      path: op.path,
    });
    expect(
      typeof (cadenzaHooks as Record<string, unknown>)[hookName(op.operationId as never)],
    ).toBe('function');
  });

  it('and no endpoint without an operation', () => {
    expect(Object.keys(endpoints).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });
});
