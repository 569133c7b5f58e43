/**
 * What a connected test checks about the calls: a handler for one operation that records each
 * call and answers as told, every request the server saw, and a 4xx answer with `{ detail }`.
 */
import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { OperationId } from '@cadenza/sdk';
import { handle } from '@cadenza/sdk/testing';
import { TEST_BASE } from './server';

/** A call an operation received: its URL, path parameters and JSON body. */
export interface RecordedCall {
  readonly url: URL;
  readonly params: Readonly<Record<string, unknown>>;
  readonly body: unknown;
}

const jsonOf = (text: string): unknown => (text === '' ? undefined : (JSON.parse(text) as unknown));

/** A handler for one operation that records each call and answers with `answer`. */
export function record(
  id: OperationId,
  answer: (call: RecordedCall) => Response | Promise<Response>,
) {
  const calls: RecordedCall[] = [];
  const handler = handle(
    id,
    async ({ request, params }) => {
      const call = { url: new URL(request.url), params, body: jsonOf(await request.text()) };
      calls.push(call);
      return answer(call);
    },
    TEST_BASE,
  );
  return { handler, calls };
}

/** A 4xx answer with the server's `{ detail }` (none when `detail` is absent). */
export const refusal = (status: number, detail?: string) =>
  HttpResponse.json(detail === undefined ? {} : { detail }, { status });

/** A request the server received: method, path, query and JSON body. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
}

/** Records every request the server receives from now on (earlier listeners are dropped). */
export function recordRequests(server: SetupServer): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    void request
      .clone()
      .text()
      .then((text: string) =>
        sent.push({
          method: request.method,
          path: url.pathname,
          search: url.searchParams,
          body: jsonOf(text),
        }),
      );
  });
  return sent;
}

/** The sent requests to a path. */
export const sentTo = (sent: readonly SentRequest[], path: string): SentRequest[] =>
  sent.filter((request) => request.path === path);
