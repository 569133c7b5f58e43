// The URL path of an operation, from the routes table (the client's slice of the contract).
import { ApiError } from './errors';
import { routes } from './routes.gen';
import type { OperationId } from './operations.gen';

/** A usage error: the call lacks a path parameter. Thrown before anything is sent. */
export class MissingPathParamError extends ApiError {
  readonly param: string;

  constructor(operationId: OperationId, param: string) {
    super({ kind: 'usage', detail: `missing path parameter '${param}'`, operationId });
    this.name = 'MissingPathParamError';
    this.param = param;
  }
}

/** The operation's path with its parameters filled in and URL-encoded. */
export function buildPath(
  id: OperationId,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return routes[id].path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new MissingPathParamError(id, name);
    return encodeURIComponent(String(value));
  });
}
