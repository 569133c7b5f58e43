/**
 * Retries with exponential backoff and jitter (3-library-social §7: the clip-browser query
 * retries 3 times with a 2 s delay). GETs are retried on network failures, timeouts and
 * retryable statuses. Other calls are sent again only when their body carries the server's
 * idempotency key (generation's transaction_uuid) and no answer came: the server recognises the
 * repeat and answers what it already did. An HTTP error is an answer and is never repeated.
 */
import type { ApiError } from './errors';
import type { OperationId } from './operations.gen';

// The wire layer's own numbers (it knows no product rule); the constants catalogue
// (domain/constants.ts) re-exports them beside the spec's other values.

/** A failed query is retried this many times (3-library-social §7). */
export const QUERY_RETRIES = 3;
/** The first retry of a query waits this long (3-library-social §7); later ones double. */
export const QUERY_RETRY_DELAY_MS = 2000;
/**
 * Decided (DECISIONS.md): a generation that got no answer is sent again, with the same
 * transaction_uuid, up to this many times (after 2 s, 4 s, 8 s: the query backoff).
 */
export const GENERATION_RESEND_RETRIES = 3;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** The delay before the first retry. */
  readonly baseDelayMs: number;
  /** Each further retry waits this many times longer. */
  readonly factor: number;
  /** Up to this fraction of the delay is added at random. */
  readonly jitter: number;
  /** No wait is longer than this. */
  readonly maxDelayMs: number;
}

/** Decided (spec silent): doubling with up to 20 % jitter, capped at 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: QUERY_RETRIES,
  baseDelayMs: QUERY_RETRY_DELAY_MS,
  factor: 2,
  jitter: 0.2,
  maxDelayMs: 30_000,
};

/** The wait before retry number `retry` (0-based). `random` is in [0, 1). */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: number): number {
  const exponential = policy.baseDelayMs * policy.factor ** retry;
  return Math.min(policy.maxDelayMs, Math.round(exponential * (1 + policy.jitter * random)));
}

/** Status codes worth another try: timeouts, rate limits and server errors. */
const RETRYABLE_STATUS = (status: number) => status === 408 || status === 429 || status >= 500;

/** Network failures, timeouts and retryable statuses are retried; nothing else is. */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && RETRYABLE_STATUS(error.status);
}

/** Non-GET operations the server deduplicates, and the body field that carries their key. */
export const IDEMPOTENCY_KEYS: Partial<Record<OperationId, string>> = {
  generate: 'transaction_uuid',
  generateWeb: 'transaction_uuid',
};

/** True when this call's body carries its operation's idempotency key. */
export function hasIdempotencyKey(id: OperationId, body: unknown): boolean {
  const field = IDEMPOTENCY_KEYS[id];
  if (field === undefined || typeof body !== 'object' || body === null) return false;
  const key = (body as Record<string, unknown>)[field];
  return typeof key === 'string' && key !== '';
}

/** The request may or may not have reached the server: no answer came back. */
export function isUnanswered(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout';
}
