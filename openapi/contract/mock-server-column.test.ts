// The mock-server column of the contract: every operation of openapi.yaml has a route in
// @cadenza/mock-server, registered at the contract's method and path (nothing retyped), and the
// server has no route the contract does not describe. The server is loaded by name at run time,
// so this directory's typecheck (Node libs only) does not compile the server and the SDK.
import { describe, expect, it } from 'vitest';
import { operations } from './load';

interface MockServerColumn {
  routedOperations(): string[];
  expressPath(path: string): string;
}

const MOCK_SERVER = '@cadenza/mock-server';
const server = (await import(/* @vite-ignore */ MOCK_SERVER)) as MockServerColumn;

describe('mock-server column', () => {
  const routed = new Set(server.routedOperations());

  it('has a route for every operation of openapi.yaml', () => {
    expect(
      operations.filter((op) => !routed.has(op.operationId)).map((op) => `${op.method} ${op.path}`),
    ).toEqual([]);
  });

  it('has no route outside the contract', () => {
    const known = new Set(operations.map((op) => op.operationId));
    expect([...routed].filter((id) => !known.has(id))).toEqual([]);
  });

  it('turns every contract path into its Express path', () => {
    for (const op of operations)
      expect(server.expressPath(op.path)).toBe(op.path.replace(/\{([^}]+)\}/g, ':$1'));
  });
});
