// The contract's MSW column: every operation of openapi.yaml has a handler in
// @cadenza/sdk/testing, on the contract's method and path.
import { describe, expect, it } from 'vitest';
import { createMockHandlers, mswPath } from '@cadenza/sdk/testing';
import { operations } from './load';

const BASE = 'http://contract.test';
const handlers = createMockHandlers({ baseUrl: BASE }).handlers.map(
  (handler) => handler.info as { method: string; path: string },
);
const keys = new Set(handlers.map((info) => `${info.method} ${String(info.path)}`));

describe('every operation has an MSW handler', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    expect(keys.has(`${op.method} ${BASE}${mswPath(op.path)}`)).toBe(true);
  });

  it('and no handler without an operation', () => {
    expect(handlers).toHaveLength(operations.length);
  });
});
