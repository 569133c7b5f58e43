/**
 * The shape of an answer as openapi.yaml documents it: which keys an answer (and the first item
 * of its list) carries, held against the SDK's zod response schema of the operation. A shape
 * lists the schema's required keys the answer lacks and the keys it sends that the schema does
 * not document; two answers agree when both lack nothing and send nothing undocumented, and both
 * carry the same documented keys.
 */
import { type OperationId } from '@cadenza/sdk';
import { responseBodySchema } from '@cadenza/sdk/contract';

interface ZodLike {
  readonly def?: {
    readonly type?: string;
    readonly innerType?: unknown;
    readonly element?: unknown;
    readonly in?: unknown;
    readonly getter?: () => unknown;
  };
  readonly shape?: Record<string, ZodLike>;
  safeParse(value: unknown): { success: boolean };
}

/** The object schema under optional, nullable, default, pipe and lazy wrappers (or null). */
function objectOf(schema: unknown): ZodLike | null {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current.shape) return current;
    const def = current.def;
    current = (def?.innerType ?? def?.in ?? def?.getter?.()) as ZodLike | undefined;
  }
  return null;
}

/** The element schema of a list field under its wrappers (or null). */
function elementOf(schema: unknown): unknown {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current.def?.type === 'array') return current.def.element;
    current = (current.def?.innerType ?? current.def?.in) as ZodLike | undefined;
  }
  return null;
}

export interface Shape {
  /** Documented keys the answer carries. */
  readonly keys: string[];
  /** Required keys the answer lacks. */
  readonly missing: string[];
  /** Keys the answer carries that the schema does not document. */
  readonly undocumented: string[];
}

function shapeAgainst(schema: ZodLike | null, value: unknown): Shape | null {
  if (!schema?.shape || value === null || typeof value !== 'object') return null;
  const fields = schema.shape;
  const sent = Object.keys(value).sort();
  const documented = Object.keys(fields);
  const required = documented.filter((key) => !fields[key]!.safeParse(undefined).success);
  return {
    keys: sent.filter((key) => documented.includes(key)),
    missing: required.filter((key) => !sent.includes(key)),
    undocumented: sent.filter((key) => !documented.includes(key)),
  };
}

/** The shape of an operation's answer and of the first item of its `items` list. */
export function answerShape(id: OperationId, answer: unknown, items?: string) {
  const schema = objectOf(responseBodySchema(id));
  const first = items
    ? ((answer as Record<string, unknown>)[items] as unknown[] | undefined)?.[0]
    : undefined;
  const itemSchema = items && schema?.shape ? objectOf(elementOf(schema.shape[items])) : null;
  return { top: shapeAgainst(schema, answer), item: shapeAgainst(itemSchema, first) };
}
