// @cadenza/sdk root entry: framework-free (no React, no window, no timers).
export * from './domain/constants';
export * from './api';
export * from './domain';
export { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from './api/client';
export type { ApiClient, ApiClientOptions, TokenSource } from './api/client';
export { ApiError, isApiError, toApiError } from './api/errors';
export type { ApiErrorKind, ApiErrorInit } from './api/errors';
export {
  DEFAULT_RETRY_POLICY,
  IDEMPOTENCY_KEYS,
  hasIdempotencyKey,
  isRetryable,
  isUnanswered,
  retryDelayMs,
} from './api/retry';
export type { RetryPolicy } from './api/retry';
export type {
  AnyCallArgs,
  ArgsRequired,
  BodyOf,
  CallArgs,
  CallOptions,
  CallRest,
  PathParamsOf,
  QueryOf,
  ResultOf,
} from './api/call-types';
export * from './clock';
export * from './polling';
export * from './realtime';
export * from './persistence';
export * from './store';
export * from './uploads';
