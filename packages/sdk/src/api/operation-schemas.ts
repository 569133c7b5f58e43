// Runtime view of each operation: its path, and the zod schemas of its query, request body and
// success body, read from the generated operations table. The SDK client validates responses with
// these; the mock server validates requests with the same ones.
import * as z from 'zod/mini';
import { operations, type OperationId } from './operations.gen';
import { componentSchemas } from './schemas';

export { operations };
export { buildPath, MissingPathParamError } from './paths';
export type { OperationId, Operations } from './operations.gen';

type ComponentName = keyof typeof componentSchemas;

interface ParamSchema {
  readonly type?: string;
  readonly enum?: readonly (string | number | null)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly default?: unknown;
}

const componentSchema = (name: string | null | undefined): z.ZodMiniType | null =>
  name ? ((componentSchemas[name as ComponentName] as z.ZodMiniType | undefined) ?? null) : null;

/** The zod schema of the operation's JSON request body, or null when it takes none. */
export function requestBodySchema(id: OperationId): z.ZodMiniType | null {
  const request = operations[id].request as { schema: string | null } | null;
  return componentSchema(request?.schema);
}

/** The zod schema of the operation's JSON success body, or null when it answers with bytes or a stream. */
export function responseBodySchema(id: OperationId): z.ZodMiniType | null {
  const success = operations[id].success as {
    contentType: string | null;
    schema: string | null;
  } | null;
  return success?.contentType === 'application/json' ? componentSchema(success.schema) : null;
}

/** The parameter's type and bounds as zod/mini checks (a number format is a check too). */
const numberChecks = (param: ParamSchema) => [
  ...(param.type === 'integer' ? [z.int()] : []),
  ...(param.minimum === undefined ? [] : [z.gte(param.minimum)]),
  ...(param.maximum === undefined ? [] : [z.lte(param.maximum)]),
];

/** Query strings carry text: numbers and booleans are read from their text form. */
function queryValueSchema(param: ParamSchema): z.ZodMiniType {
  const values = (param.enum ?? []).filter((v): v is string | number => v !== null);
  if (param.type === 'integer' || param.type === 'number') {
    const number = z.coerce.number().check(...numberChecks(param));
    if (values.length === 0) return number;
    return number.check(
      z.refine((n: number) => values.includes(n), {
        message: `must be one of ${values.join(', ')}`,
      }),
    );
  }
  if (param.type === 'boolean') return z.union([z.boolean(), z.stringbool()]);
  if (values.length > 0) return z.enum(values.map(String) as [string, ...string[]]);
  return param.maxLength === undefined
    ? z.string()
    : z.string().check(z.maxLength(param.maxLength));
}

const queryCache = new Map<OperationId, z.ZodMiniObject>();

/** The zod schema of the operation's query parameters (unknown parameters pass through untouched). */
export function querySchema(id: OperationId): z.ZodMiniObject {
  const cached = queryCache.get(id);
  if (cached) return cached;
  const shape: Record<string, z.ZodMiniType> = {};
  for (const param of operations[id].query as readonly {
    name: string;
    required: boolean;
    schema: ParamSchema;
  }[]) {
    const value = queryValueSchema(param.schema);
    shape[param.name] = param.required ? value : z.optional(value);
  }
  const schema = z.looseObject(shape);
  queryCache.set(id, schema);
  return schema;
}
