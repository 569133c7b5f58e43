import { describe, expect, it } from 'vitest';
import { type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { setupSdk, withMswServer } from './test-kit';
import { createMockHandlers } from './msw/handlers';
import { build, makeClip, type ComponentName } from './factories';

const server = withMswServer();

/** Bodies a stateful handler needs to say yes (a saved prompt needs lyrics or styles). */
const BODIES: Partial<Record<OperationId, object>> = { savePrompt: { lyrics: '[Verse]\nSaved' } };

/** Arguments that reach each operation: every path parameter set, a body when it takes one. */
function argsFor(id: OperationId) {
  const op = operations[id] as {
    pathParams: readonly string[];
    request: { contentType: string; schema: string } | null;
  };
  const path = Object.fromEntries(op.pathParams.map((name) => [name, 'x1']));
  if (!op.request) return { path };
  if (op.request.contentType !== 'application/json') return { path, body: { file: 'bytes' } };
  return { path, body: build(op.request.schema as ComponentName, BODIES[id] as never) };
}

describe('MSW handlers for every operation', () => {
  it('there is one handler per operation', () => {
    expect(createMockHandlers().handlers).toHaveLength(Object.keys(operations).length);
  });

  it.each((Object.keys(operations) as OperationId[]).map((id) => [id] as const))(
    '%s answers a body its response schema accepts',
    async (id) => {
      const { client, state } = setupSdk(server);
      state.putClips([makeClip({ id: 'x1' })]);
      if (id === 'getLyricsJob') state.startJob('lyrics', 'x1');
      const answer = await client
        .callAny(id, argsFor(id), { retries: 0 })
        .catch((error: unknown) => error);
      const stateful400 = answer instanceof Error && 'status' in answer && answer.status === 404;
      expect(answer instanceof Error && !stateful400 ? answer.message : 'ok').toBe('ok');
      if (answer instanceof ReadableStream) await answer.cancel();
    },
  );
});

describe('request validation', () => {
  it('a body the request schema rejects is answered 400 with the detail', async () => {
    const { client } = setupSdk(server);
    const error = await client
      .callAny('trashClips', { body: { trash: 'yes' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });
});
