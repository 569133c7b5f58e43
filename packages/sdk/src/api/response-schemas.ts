// The zod schema of an operation's JSON success body, loaded on demand: the client starts loading
// the schemas with its first request (one import() for all of them, kept for every later call),
// so a consumer of the root entry loads zod and the schemas only once it calls the service.
import type { ZodMiniType } from 'zod/mini';
import type { OperationId } from './operations.gen';

type SchemaTable = Readonly<Partial<Record<OperationId, ZodMiniType>>>;

let loading: Promise<SchemaTable> | undefined;

function loadTable(): Promise<SchemaTable> {
  loading ??= import('./responses.gen').then(
    (module) => module.responseSchemas as SchemaTable,
    (error: unknown) => {
      // A failed load (e.g. a chunk the network lost) is tried again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The schema of the operation's success body, or null when it is not JSON. The promise settles
 * only when awaited by a reader of a JSON body; a rejection is left to that reader (it never
 * surfaces unhandled when the request failed first).
 */
export function loadResponseSchema(
  id: OperationId,
  contentType: string | null,
): Promise<ZodMiniType | null> {
  if (contentType !== 'application/json') return Promise.resolve(null);
  const schema = loadTable().then((table) => table[id] ?? null);
  schema.catch(() => undefined);
  return schema;
}

/**
 * Loads the response schemas now. Tests on a fake clock call it first (the SDK's and ui's test
 * kits do), so a call answers within a clock flush, as it did before the schemas were lazy.
 */
export const preloadResponseSchemas = (): Promise<void> => loadTable().then(() => undefined);
