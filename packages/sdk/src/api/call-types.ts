/**
 * Per-operation types of the typed client, read from schema.gen.ts (openapi-typescript): path
 * parameters, query, body in; the success body out. Nothing here is retyped by hand.
 */
import type { z } from 'zod';
import type { OperationId, Operations } from './operations.gen';
import type { operations as OperationTypes } from './schema.gen';
import type { componentSchemas } from './schemas';

type Params<K extends OperationId> = OperationTypes[K]['parameters'];

/** Path parameters, or never when the path has none. */
export type PathParamsOf<K extends OperationId> =
  Params<K> extends { path: infer P } ? (P extends object ? P : never) : never;

/** Query parameters, or never when the operation takes none. */
export type QueryOf<K extends OperationId> =
  Params<K> extends { query?: infer Q }
    ? [Exclude<Q, undefined>] extends [never]
      ? never
      : Exclude<Q, undefined>
    : never;

type QueryRequired<K extends OperationId> = Params<K> extends { query: object } ? true : false;

type RequestBodyOf<K extends OperationId> = OperationTypes[K] extends { requestBody?: infer R }
  ? Exclude<R, undefined>
  : never;

type JsonRequestSchema<K extends OperationId> = Operations[K]['request'] extends {
  readonly contentType: 'application/json';
  readonly schema: infer N;
}
  ? N extends keyof typeof componentSchemas
    ? (typeof componentSchemas)[N]
    : never
  : never;

/**
 * The request body, or never. A JSON body is the input type of its zod schema: the wire type
 * with the fields that have a default left optional (generation_type, speed_factor, unpin, ...).
 */
export type BodyOf<K extends OperationId> = [JsonRequestSchema<K>] extends [never]
  ? RequestBodyOf<K> extends { content: infer C }
    ? C[keyof C]
    : never
  : z.input<JsonRequestSchema<K>>;

type BodyRequired<K extends OperationId> = OperationTypes[K] extends { requestBody: object }
  ? true
  : false;

type SuccessContent<K extends OperationId> = OperationTypes[K]['responses'] extends {
  200: { content: infer C };
}
  ? C
  : never;

/**
 * What a successful call resolves to: the JSON body (validated by its zod schema), the body
 * stream of an event stream, a Blob for a file, or undefined for 204.
 */
export type ResultOf<K extends OperationId> = [SuccessContent<K>] extends [never]
  ? undefined
  : 'application/json' extends keyof SuccessContent<K>
    ? SuccessContent<K>['application/json']
    : 'text/event-stream' extends keyof SuccessContent<K>
      ? ReadableStream<Uint8Array>
      : Blob;

type PathPart<K extends OperationId> = [PathParamsOf<K>] extends [never]
  ? unknown
  : { readonly path: PathParamsOf<K> };
type QueryPart<K extends OperationId> = [QueryOf<K>] extends [never]
  ? unknown
  : QueryRequired<K> extends true
    ? { readonly query: QueryOf<K> }
    : { readonly query?: QueryOf<K> };
type BodyPart<K extends OperationId> = [BodyOf<K>] extends [never]
  ? unknown
  : BodyRequired<K> extends true
    ? { readonly body: BodyOf<K> | FormData }
    : { readonly body?: BodyOf<K> | FormData };

/** The arguments of one call: `path`, `query` and `body`, each present when the operation has it. */
export type CallArgs<K extends OperationId> = PathPart<K> & QueryPart<K> & BodyPart<K>;

/** Loose view of CallArgs, for code that handles every operation alike. */
export interface AnyCallArgs {
  readonly path?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

/** True when the operation cannot be called without arguments. */
export type ArgsRequired<K extends OperationId> = object extends CallArgs<K> ? false : true;

export interface CallOptions {
  /** Aborts the call (and any retry wait): the call fails with kind 'aborted'. */
  readonly signal?: AbortSignal;
  /** Per-attempt timeout; the call fails with kind 'timeout'. */
  readonly timeoutMs?: number;
  /**
   * Retries for a GET, or for a call carrying its idempotency key (IDEMPOTENCY_KEYS); ignored for
   * every other call: those are never repeated.
   */
  readonly retries?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The rest parameters of `client.call(id, ...)`: args are optional when none is required. */
export type CallRest<K extends OperationId> =
  ArgsRequired<K> extends true
    ? [args: CallArgs<K>, options?: CallOptions]
    : [args?: CallArgs<K>, options?: CallOptions];
