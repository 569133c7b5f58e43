// Routes are registered from the SDK's operations table by operationId: the method and path come
// from the contract (never retyped), `{param}` becomes Express's `:param`, and each handler's
// body, query, path parameters and answer are typed from the generated OpenAPI types.
import type { Request, Response, Router } from 'express';
import { type OperationId, type OperationTypes, type Operations } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import type { ServerContext } from '../context';
import type { User } from '../db/users';

type Op<Id extends OperationId> = OperationTypes[Id];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type NeverToEmpty<T> = [T] extends [never] ? Record<string, never> : T;

export type BodyOf<Id extends OperationId> =
  Op<Id> extends { requestBody: infer R }
    ? NeverToEmpty<JsonContent<R>>
    : Op<Id> extends { requestBody?: infer R }
      ? NeverToEmpty<JsonContent<R>> | undefined
      : undefined;
export type QueryOf<Id extends OperationId> = NeverToEmpty<
  NonNullable<Op<Id>['parameters']['query']>
>;
export type PathOf<Id extends OperationId> = NeverToEmpty<
  NonNullable<Op<Id>['parameters']['path']>
>;
type SuccessOf<R> = R extends { 200: infer S } ? S : R extends { 204: infer S } ? S : never;
export type ResponseOf<Id extends OperationId> = NeverToEmpty<
  JsonContent<SuccessOf<Op<Id>['responses']>>
>;

/** The signed-in user where the operation requires one; optional-auth operations may have none. */
export type ViewerOf<Id extends OperationId> = Operations[Id]['auth'] extends 'required'
  ? User
  : User | null;

export interface Call<Id extends OperationId> {
  ctx: ServerContext;
  viewer: ViewerOf<Id>;
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  params: PathOf<Id>;
  req: Request;
  res: Response;
}

/** Returned by a handler that wrote the response itself (bytes, streams, 204). */
export class Sent {
  private readonly sent = true;
}
export const SENT = new Sent();

export type Handler<Id extends OperationId> = (
  call: Call<Id>,
) => ResponseOf<Id> | typeof SENT | Promise<ResponseOf<Id> | typeof SENT>;

export type RouteTable = { [Id in OperationId]?: Handler<Id> };

/** Normalises a raw request before validation (e.g. cutting over-long terms the spec cuts). */
export type Prepare = (req: Request) => void;
export type PrepareTable = { [Id in OperationId]?: Prepare };

export const defineRoutes = <T extends RouteTable>(table: T): T => table;

/** Express path of an OpenAPI path: `{param}` becomes `:param`. */
export const expressPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

const specificity = (path: string): number[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? 1 : 0));

/**
 * Operation ids in registration order: within one method, a literal segment is registered before
 * a parameter at the same position (/api/project/me before /api/project/{project_id}).
 */
export function registrationOrder(ids: readonly OperationId[]): OperationId[] {
  return [...ids].sort((a, b) => {
    const pa = specificity(operations[a].path);
    const pb = specificity(operations[b].path);
    for (let i = 0; i < Math.min(pa.length, pb.length); i += 1) {
      if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
    }
    return pb.length - pa.length || operations[a].path.localeCompare(operations[b].path);
  });
}

/** The checks in front of an operation's handler (http/pipeline.ts). */
export type Prelude = (
  req: Request,
  res: Response,
) => { viewer: User | null; query: Record<string, unknown>; body: unknown } | null;

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The mount prefix of an operation's router: its first two path segments (never parameters). */
export const mountPrefix = (path: string): string =>
  `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;

/**
 * Registers one operation on the router mounted at `prefix` (its path relative to that), behind
 * the per-operation middleware.
 */
export function route<Id extends OperationId>(
  router: Router,
  id: Id,
  handler: Handler<Id>,
  ctx: ServerContext,
  prelude: Prelude,
  prefix = '',
): void {
  const op = operations[id];
  const method = op.method.toLowerCase() as Method;
  const path = expressPath(op.path).slice(prefix.length) || '/';
  router[method](path, async (req: Request, res: Response) => {
    const admitted = prelude(req, res);
    if (admitted === null) return;
    const call = { ctx, ...admitted, params: req.params, req, res } as unknown as Call<Id>;
    const result = await handler(call);
    if (result === SENT || res.headersSent) return;
    const status = (op.success as { status: number } | null)?.status ?? 200;
    if (status === 204) res.status(204).end();
    else res.status(status).json(result);
  });
}
