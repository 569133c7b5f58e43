/**
 * What the upload flow tests share (not exported): MSW overrides (an operation answering a status
 * and body, recorded in the mock state's requests; one that aborts the flow's signal and never
 * answers), running a flow to its end, the failures expected, and the cancel contract.
 */
import { delay, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { expect, it } from 'vitest';
import type { OperationId } from '@cadenza/sdk';
import { handle } from '../testing/msw/handlers';
import { TEST_BASE_URL, type TestSetup } from '../testing/test-kit';

type Server = ReturnType<typeof setupServer>;

/** `id` answers `status` with `body` ({ detail: 'no' } unless given), recorded as a request. */
export function answerWith(
  server: Server,
  t: TestSetup,
  id: OperationId,
  status: number,
  body: object = { detail: 'no' },
): void {
  server.use(
    handle(
      id,
      ({ request }) => {
        t.state.requests.push({ id, method: request.method, url: request.url, at: t.clock.now() });
        return HttpResponse.json(body as never, { status });
      },
      TEST_BASE_URL,
    ),
  );
}

/** `id` aborts `controller` when it is called and never answers. */
export function abortWhile(server: Server, id: OperationId, controller: AbortController): void {
  server.use(
    handle(
      id,
      async () => {
        controller.abort();
        await delay('infinite');
        return HttpResponse.json({});
      },
      TEST_BASE_URL,
    ),
  );
}

/** Runs a started flow to its end on the fake clock and answers its result. */
export async function runToEnd<R>(t: TestSetup, running: Promise<R>): Promise<R> {
  await t.clock.runAll();
  return running;
}

/** The failure a step ends with when its call was answered 400 { detail: 'no' }. */
export const refusedAt = (
  step: string,
  message: string,
  toast: { readonly durationMs: number; readonly closable?: boolean },
) => ({
  ok: false,
  step,
  reason: 'failed',
  message,
  error: { kind: 'http', status: 400, detail: 'no' },
  notice: { kind: 'error', message, ...toast },
});

/** The failure a cancel at `step` is: no message (and no notice). */
export const cancelledAt = (step: string) => ({
  ok: false,
  step,
  reason: 'cancelled',
  message: '',
});

/**
 * The cancel contract of a flow: aborting while each call of `calls` runs ends as cancelled at its
 * step, with no notice and no timer left; an already aborted signal makes no call.
 */
export function itCancels(
  server: Server,
  setup: () => TestSetup,
  start: (t: TestSetup, signal: AbortSignal) => Promise<unknown>,
  calls: readonly (readonly [OperationId, string])[],
): void {
  it.each(calls)('aborting while %s runs ends as cancelled at %s', async (id, step) => {
    const t = setup();
    const controller = new AbortController();
    abortWhile(server, id, controller);
    const outcome = await runToEnd(t, start(t, controller.signal));
    expect(outcome).toMatchObject(cancelledAt(step));
    expect(outcome).not.toHaveProperty('notice');
    expect(t.clock.pending()).toBe(0);
  });

  it('an already aborted signal makes no call', async () => {
    const t = setup();
    expect(await start(t, AbortSignal.abort())).toMatchObject(cancelledAt('params'));
    expect(t.state.requests).toEqual([]);
  });
}
