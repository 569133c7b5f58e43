/**
 * Retries with exponential backoff and jitter, for idempotent GETs only (3-library-social §7:
 * the clip-browser query retries 3 times with a 2 s delay). Generation and every other
 * non-GET call is never retried: a lost answer is made safe by transaction_uuid instead.
 */
import { QUERY_RETRIES, QUERY_RETRY_DELAY_MS } from '../domain/constants';
import type { ApiError } from './errors';

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
