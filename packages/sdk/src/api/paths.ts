// The URL path of an operation, from the routes table (the client's slice of the contract).
import { routes } from './routes.gen';
import type { OperationId } from './operations.gen';

export class MissingPathParamError extends Error {
  constructor(
    readonly operationId: OperationId,
    readonly param: string,
  ) {
    super(`${operationId}: missing path parameter '${param}'`);
    this.name = 'MissingPathParamError';
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
