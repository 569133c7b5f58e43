/**
 * The typed fetch client: one `call(operationId, { path, query, body })` over the operations
 * table, typed by schema.gen.ts, every JSON response validated by its zod schema (the schemas are
 * loaded on the first call, beside its request, so importing the client loads no zod). Each call has
 * an AbortSignal and a per-attempt timeout on the injected Clock; GETs are retried with
 * exponential backoff and jitter, and a call carrying its idempotency key (generation's
 * transaction_uuid) is sent again, unchanged, when no answer came; every failure is an ApiError.
 */
import { abortReason, sleep, type Clock } from '../clock/clock';
import { systemClock } from '../clock/system-clock';
import { ApiError, detailOf, toApiError } from './errors';
import type { OperationId } from './operations.gen';
import { buildPath } from './paths';
import { loadResponseSchema } from './response-schemas';
import { routes } from './routes.gen';
import {
  DEFAULT_RETRY_POLICY,
  GENERATION_RESEND_RETRIES,
  hasIdempotencyKey,
  isRetryable,
  isUnanswered,
  retryDelayMs,
  type RetryPolicy,
} from './retry';
import type { AnyCallArgs, CallOptions, CallRest, ResultOf } from './call-types';

/** Decided (spec silent): a call attempt that has not answered in 30 s times out. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the service, e.g. http://localhost:4010. */
  readonly baseUrl: string;
  /** The bearer token of the signed-in user, or nothing when signed out. */
  readonly getToken?: TokenSource;
  readonly fetch?: typeof globalThis.fetch;
  readonly clock?: Clock;
  /** Default per-attempt timeout. */
  readonly timeoutMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Jitter source in [0, 1); Math.random by default. */
  readonly random?: () => number;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly clock: Clock;
  /** Calls one operation: typed args in, the validated success body out; rejects with ApiError. */
  call<K extends OperationId>(id: K, ...rest: CallRest<K>): Promise<ResultOf<K>>;
  /** The same for code that handles every operation alike (the store's base query). */
  callAny(id: OperationId, args?: AnyCallArgs, options?: CallOptions): Promise<unknown>;
  /** The absolute URL of a call (media links, EventSource). */
  url(id: OperationId, args?: AnyCallArgs): string;
  readonly getToken: TokenSource;
}

interface OperationInfo {
  readonly method: string;
  readonly auth: string;
  /** Content type of the request body, or null when it takes none. */
  readonly body: string | null;
  /** Content type of the success body, or null when it has none. */
  readonly accept: string | null;
}

const info = (id: OperationId): OperationInfo => routes[id];

function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function multipart(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The baseUrl without trailing slashes; a usage error unless it is an absolute http(s) URL. */
function checkedBaseUrl(baseUrl: string): string {
  let protocol: string | null = null;
  try {
    protocol = new URL(baseUrl).protocol;
  } catch {
    protocol = null;
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new ApiError({
      kind: 'usage',
      detail: `baseUrl must be an absolute http(s) URL, got '${baseUrl}'`,
    });
  return baseUrl.replace(/\/+$/, '');
}

/** Throws an ApiError of kind 'usage' at once when baseUrl is not an absolute http(s) URL. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? systemClock;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken: TokenSource = options.getToken ?? (() => null);
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const random = options.random ?? Math.random;
  const baseUrl = checkedBaseUrl(options.baseUrl);

  const url = (id: OperationId, args: AnyCallArgs = {}) =>
    `${baseUrl}${buildPath(id, args.path)}${queryString(args.query)}`;

  async function readSuccess(
    id: OperationId,
    response: Response,
    schemaLoading: ReturnType<typeof loadResponseSchema>,
  ): Promise<unknown> {
    const contentType = info(id).accept;
    if (contentType === null || response.status === 204) return undefined;
    if (contentType === 'text/event-stream') {
      if (!response.body)
        throw new ApiError({ kind: 'invalid_response', detail: 'No stream body', operationId: id });
      return response.body;
    }
    if (contentType !== 'application/json') return response.blob();
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (error) {
      throw new ApiError({
        kind: 'invalid_response',
        detail: 'Response is not JSON',
        body: text,
        operationId: id,
        cause: error,
      });
    }
    const schema = await schemaLoading;
    if (!schema) return json;
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ApiError({
      kind: 'invalid_response',
      detail: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'Invalid response',
      body: parsed.error.issues,
      operationId: id,
    });
  }

  async function attempt(
    id: OperationId,
    args: AnyCallArgs,
    target: string,
    callOptions: CallOptions,
  ): Promise<unknown> {
    const op = info(id);
    const signal = callOptions.signal;
    if (signal?.aborted)
      throw new ApiError({ kind: 'aborted', detail: abortReason(signal).message, operationId: id });
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = clock.setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    );
    const failure = (error: unknown): ApiError => {
      if (error instanceof ApiError) return error;
      if (signal?.aborted)
        return new ApiError({
          kind: 'aborted',
          detail: abortReason(signal).message,
          operationId: id,
          cause: error,
        });
      if (timedOut)
        return new ApiError({
          kind: 'timeout',
          detail: 'The request timed out',
          operationId: id,
          cause: error,
        });
      return toApiError(error, id);
    };
    let streaming = false;
    // Loaded while the request is on its way, awaited only to read a JSON success body.
    const schemaLoading = loadResponseSchema(id, op.accept);
    try {
      const headers: Record<string, string> = {
        accept: op.accept ?? '*/*',
        ...callOptions.headers,
      };
      const token = op.auth === 'none' ? null : await getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      let body: RequestInit['body'];
      if (op.body && args.body !== undefined) {
        if (op.body === 'multipart/form-data') body = multipart(args.body);
        else {
          headers['content-type'] = op.body;
          body = JSON.stringify(args.body);
        }
      }
      const response = await fetchFn(target, {
        method: op.method,
        headers,
        body,
        signal: controller.signal,
      });
      if (!response.ok) {
        const errorBody = await readErrorBody(response);
        const detail = detailOf(errorBody);
        throw new ApiError({
          kind: 'http',
          status: response.status,
          operationId: id,
          ...(detail !== undefined ? { detail } : {}),
          ...(errorBody !== undefined ? { body: errorBody } : {}),
        });
      }
      const result = await readSuccess(id, response, schemaLoading);
      streaming = result instanceof ReadableStream;
      return result;
    } catch (error) {
      throw failure(error);
    } finally {
      clock.clearTimeout(timer);
      // A stream keeps following the caller's signal for as long as it is read.
      if (!streaming) signal?.removeEventListener('abort', onAbort);
    }
  }

  async function callAny(
    id: OperationId,
    args: AnyCallArgs = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const isGet = info(id).method === 'GET';
    const keyed = !isGet && hasIdempotencyKey(id, args.body);
    const retries = isGet
      ? (callOptions.retries ?? policy.retries)
      : keyed
        ? (callOptions.retries ?? GENERATION_RESEND_RETRIES)
        : 0;
    const worthRetrying = isGet ? isRetryable : isUnanswered;
    // A missing path parameter is a usage error: it rejects here, before any attempt.
    const target = url(id, args);
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(id, args, target, callOptions);
      } catch (error) {
        const apiError = toApiError(error, id);
        if (retry >= retries || !worthRetrying(apiError)) throw apiError;
        try {
          await sleep(clock, retryDelayMs(policy, retry, random()), callOptions.signal);
        } catch (abort) {
          throw new ApiError({
            kind: 'aborted',
            detail: abortReason(callOptions.signal).message,
            operationId: id,
            cause: abort,
          });
        }
      }
    }
  }

  return {
    baseUrl,
    clock,
    getToken,
    url,
    callAny,
    call: <K extends OperationId>(id: K, ...rest: CallRest<K>) =>
      callAny(id, rest[0] as AnyCallArgs | undefined, rest[1]) as Promise<ResultOf<K>>,
  };
}
