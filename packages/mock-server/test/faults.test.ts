// Every documented error of every operation can be reached through fault injection (the dev
// controls the reference app and the SDK's tests use), with the injected status and body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seed: true });
});
afterAll(() => server.close());

const CASES = (Object.keys(operations) as OperationId[])
  .filter((id) => operations[id].tag !== 'dev')
  .flatMap((id) => (operations[id].errors as readonly number[]).map((status) => ({ id, status })));

const params = (id: OperationId) =>
  Object.fromEntries((operations[id].pathParams as readonly string[]).map((name) => [name, 'x']));

describe('fault injection', () => {
  it('has a case for every documented error', () => {
    expect(CASES.length).toBeGreaterThan(500);
  });

  it.each(CASES)('$id answers an injected $status', async ({ id, status }) => {
    const op = operations[id];
    const detail = `injected ${status} on ${id}`;
    await server.call('devAddFault', {
      as: null,
      body: { method: op.method, path: op.path, status, body: { detail } },
    });
    const res = await server.call(id, { params: params(id), as: null });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail });
    expect((await server.call('devListFaults', { as: null })).body.faults).toEqual([]);
  });
});
