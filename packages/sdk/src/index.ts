// @cadenza/sdk root entry: what a server or another frontend needs without a runtime. The typed
// client (with the routes table it calls by), the contract's generated types, the pure rules
// with their constants and messages, and the Clock. The contract's runtime half (the full
// operations table and the zod schemas) is @cadenza/sdk/contract; the client loads the response
// schemas itself on its first call. No store, polling, realtime, persistence or uploads (those
// are @cadenza/sdk/store), no React, no window, no timers of its own.
export * from './domain/constants';
export type { paths, components, operations as OperationTypes } from './api/schema.gen';
export type { OperationId, Operations } from './api/operations.gen';
export { routes, type Routes } from './api/routes.gen';
export { buildPath, MissingPathParamError } from './api/paths';
export { preloadResponseSchemas } from './api/response-schemas';
export * from './domain';
export { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from './api/client';
export type { ApiClient, ApiClientOptions, TokenSource } from './api/client';
export { ApiError, detailOf, isApiError, toApiError } from './api/errors';
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
