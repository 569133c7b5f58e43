/**
 * MSW 2 handlers for every operation of the contract, for consumers' tests and for Storybook.
 * Each answers a valid body built from its response schema, except the stateful ones
 * (stateful.ts), which run on an in-memory service (state.ts) and its clock; a paged call's
 * built answer is its first page (lists.ts), counted as the mock server counts.
 */
import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { PAGING, type Clock, type OperationId, type PagedOperationId } from '@cadenza/sdk';
import { operations, requestBodySchema } from '@cadenza/sdk/contract';
import { build, type ComponentName } from '../factories';
import { pagedDefault } from './lists';
import { createMockState, type MockState } from './state';
import { STATEFUL } from './stateful';

interface OperationInfo {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly success: {
    readonly status: number;
    readonly contentType: string | null;
    readonly schema: string | null;
  } | null;
}

const info = (id: OperationId) => operations[id] as OperationInfo;
const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The MSW path of an operation: '{clip_id}' becomes ':clip_id'. */
export const mswPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/** The answer an operation gives when nothing special is asked of it. */
export function defaultResponse(id: OperationId): Response {
  const success = info(id).success;
  if (!success || success.contentType === null)
    return new HttpResponse(null, { status: success?.status ?? 204 });
  if (success.contentType === 'application/json')
    return HttpResponse.json(build(success.schema as ComponentName) as never, {
      status: success.status,
    });
  if (success.contentType === 'text/event-stream')
    return new HttpResponse(new ReadableStream({ start: (controller) => controller.close() }), {
      headers: { 'content-type': 'text/event-stream' },
    });
  return new HttpResponse(new Uint8Array([0]), {
    headers: { 'content-type': success.contentType },
  });
}

const isJsonRequest = (id: OperationId) =>
  (operations[id] as { request: { contentType: string } | null }).request?.contentType ===
  'application/json';

/**
 * Reads a JSON request body once; a body the operation's request schema rejects is answered
 * 400 { detail, errors }, as the mock server does.
 */
async function readBody(
  id: OperationId,
  request: Request,
): Promise<{ body: unknown } | { invalid: Response }> {
  const schema = isJsonRequest(id) ? requestBodySchema(id) : null;
  if (!schema) return { body: undefined };
  const text = await request.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { invalid: HttpResponse.json({ detail: 'Request body is not JSON.' }, { status: 400 }) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return {
    invalid: HttpResponse.json(
      { detail: errors[0]?.message ?? 'Invalid request.', errors },
      { status: 400 },
    ),
  };
}

export interface MockHandlerOptions {
  /** Origin the SDK calls (e.g. http://localhost:4010); '' matches relative URLs in a browser. */
  readonly baseUrl?: string;
  readonly state?: MockState;
  readonly clock?: Clock;
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

/** One MSW handler for one operation (tests override single operations with this). */
export function handle(id: OperationId, resolver: HttpResponseResolver, baseUrl = ''): HttpHandler {
  const op = info(id);
  return METHOD[op.method](`${baseUrl.replace(/\/+$/, '')}${mswPath(op.path)}`, resolver);
}

/** Handlers for every operation: static paths before parameterised ones, as a router orders them. */
export function createMockHandlers(options: MockHandlerOptions = {}): {
  handlers: HttpHandler[];
  state: MockState;
} {
  const state = options.state ?? createMockState(options.clock ? { clock: options.clock } : {});
  const ids = (Object.keys(operations) as OperationId[]).sort(
    (a, b) => paramCount(info(a).path) - paramCount(info(b).path),
  );
  const handlers = ids.map((id) =>
    handle(
      id,
      async ({ request, params }) => {
        state.requests.push({
          id,
          method: request.method,
          url: request.url,
          at: state.clock.now(),
        });
        const read = await readBody(id, request);
        if ('invalid' in read) return read.invalid;
        const stateful = STATEFUL[id];
        if (stateful) return stateful({ request, params, state, body: read.body });
        return id in PAGING
          ? pagedDefault(id as PagedOperationId, request, defaultResponse(id))
          : defaultResponse(id);
      },
      options.baseUrl,
    ),
  );
  return { handlers, state };
}
