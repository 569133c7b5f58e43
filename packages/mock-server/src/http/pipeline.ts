// What runs in front of every handler, in order: dev-control gate, injected faults,
// authentication, the per-operation normaliser, then validation of the body and query with the
// SDK's zod schemas (400 { detail, errors: [{ path, message }] }). One plain function per
// operation (not a chain of Express middleware), so a request pays for one router layer.
import { type OperationId } from '@cadenza/sdk';
import { operations, querySchema, requestBodySchema } from '@cadenza/sdk/contract';
import type { ServerContext } from '../context';
import type { User } from '../db/users';
import { bearerToken } from './bearer';
import { HttpError, notFound, unauthorized } from './errors';
import type { Prelude, PrepareTable } from './route';

interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
}

const issuesOf = (error: {
  issues: readonly ZodIssueLike[];
}): { path: string; message: string }[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));

export function createPipeline(
  ctx: ServerContext,
  prepare: PrepareTable,
): (id: OperationId) => Prelude {
  return (id) => {
    const op = operations[id];
    const isDev = op.tag === 'dev';
    const normalise = prepare[id];
    const bodySchema =
      op.request?.contentType === 'application/json' ? requestBodySchema(id) : null;
    const bodyRequired = (op.request as { required?: boolean } | null)?.required === true;
    const queryValidator = querySchema(id);

    return (req, res) => {
      if (isDev) {
        if (!ctx.options.devControls) throw notFound('Dev controls are off.');
      } else {
        const fault = ctx.faults.take(op.method, op.path);
        if (fault) {
          ctx.logger.info({ operationId: id, status: fault.status }, 'injected fault');
          res
            .status(fault.status)
            .json(
              fault.body === undefined
                ? { detail: `Injected fault (${fault.status}).` }
                : fault.body,
            );
          return null;
        }
      }

      let viewer: User | null = null;
      if (op.auth !== 'none') {
        const token = bearerToken(req, id === 'subscribeRealtime');
        const owner = token === null ? null : ctx.repos.tokens.owner(token, ctx.clock.now());
        viewer = owner === null ? null : ctx.repos.users.get(owner);
        // Public reads (optional auth) serve an unknown token as a signed-out caller.
        if (viewer === null && op.auth === 'required')
          throw unauthorized(token === null ? undefined : 'Invalid or expired token.');
      }

      normalise?.(req);

      const query = queryValidator.safeParse(req.query);
      if (!query.success)
        throw new HttpError(400, 'Invalid query parameters.', { errors: issuesOf(query.error) });
      let body: unknown;
      if (bodySchema) {
        const raw: unknown = req.body;
        if (raw !== undefined || bodyRequired) {
          const parsed = bodySchema.safeParse(raw);
          if (!parsed.success)
            throw new HttpError(400, 'Invalid request body.', { errors: issuesOf(parsed.error) });
          body = parsed.data;
        }
      }
      return { viewer, query: query.data as Record<string, unknown>, body };
    };
  };
}
