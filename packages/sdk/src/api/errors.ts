/**
 * The one error type of the SDK: every failure of a call is an ApiError with a kind, so callers
 * branch on data instead of on thrown shapes (the SDK never throws an untyped error).
 */
import type { OperationId } from './operations.gen';

/**
 * 'usage' is a programmer error found before anything is sent (a missing path parameter, a
 * baseUrl that is not an absolute http(s) URL): thrown at once and never retried.
 */
export type ApiErrorKind =
  'http' | 'network' | 'timeout' | 'invalid_response' | 'aborted' | 'usage';

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** The server's `detail` (ErrorDetail) or a description of what went wrong. */
  readonly detail?: string;
  /** The parsed error body (JSON when it was JSON, else the text), or the schema issues. */
  readonly body?: unknown;
  readonly operationId?: OperationId;
  readonly cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly detail?: string;
  readonly body?: unknown;
  readonly operationId?: OperationId;

  constructor(init: ApiErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.body !== undefined) this.body = init.body;
    if (init.operationId !== undefined) this.operationId = init.operationId;
  }

  /** Plain data, for logs and for state that must stay serialisable. */
  toJSON(): ApiErrorInit & { readonly message: string } {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.status !== undefined ? { status: this.status } : {}),
      ...(this.detail !== undefined ? { detail: this.detail } : {}),
      ...(this.body !== undefined ? { body: this.body } : {}),
      ...(this.operationId !== undefined ? { operationId: this.operationId } : {}),
    };
  }
}

function describe(init: ApiErrorInit): string {
  const where = init.operationId ? `${init.operationId}: ` : '';
  const status = init.status !== undefined ? ` ${init.status}` : '';
  return `${where}${init.kind}${status}${init.detail ? ` - ${init.detail}` : ''}`;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Any thrown value as an ApiError (unknown failures are network errors). */
export function toApiError(error: unknown, operationId?: OperationId): ApiError {
  if (isApiError(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError({
    kind: 'network',
    detail,
    cause: error,
    ...(operationId ? { operationId } : {}),
  });
}

/** The `detail` of an error body (ErrorDetail), when there is one. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.length > 0 ? body : undefined;
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}
