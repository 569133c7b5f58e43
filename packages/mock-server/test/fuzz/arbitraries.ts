// fast-check arbitraries derived from the OpenAPI component schemas of openapi.yaml: a small
// walker over $ref, type (with nullable type lists), enum, const, bounds, arrays, objects and
// oneOf/anyOf/allOf, plus malformed variants (wrong types, missing or extra members, junk JSON).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parse } from 'yaml';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: (JsonSchema & {
          $ref?: string;
          name?: string;
          in?: string;
          schema?: JsonSchema;
        })[];
      }
    >
  >;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, { name: string; in: string; schema: JsonSchema }>;
  };
}

const file = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
export const openapi = parse(readFileSync(file, 'utf8')) as OpenApiDocument;

const MAX_DEPTH = 4;
const cache = new Map<string, fc.Arbitrary<unknown>>();

const textArb = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'chirp-crow',
      'forbidden-word',
      'Taylor Swift',
      '../../etc',
      '💥'.repeat(3),
      'x'.repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return openapi.components.schemas[name] ?? {};
}

function single(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -5,
        max: schema.maximum ?? Math.max((schema.minimum ?? 0) + 500, 500),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'string':
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date(0), max: new Date(4_000_000_000_000), noInvalidDate: true })
          .map((d) => d.toISOString());
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    case 'array':
      return depth >= MAX_DEPTH
        ? fc.constant([])
        : fc.array(valid(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object':
      return objectArb(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 || depth >= MAX_DEPTH)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    });
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, member] of Object.entries(properties)) record[name] = valid(member, depth + 1);
  return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
}

/** Values that satisfy the schema (as far as the walker understands it). */
export function valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const key = `${schema.$ref}@${depth}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const arb = depth >= MAX_DEPTH + 2 ? fc.constant(null) : valid(resolve(schema), depth);
    cache.set(key, arb);
    return arb;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valid(s, depth + 1)));
  if (schema.allOf) return valid(schema.allOf[0] ?? {}, depth + 1);
  const types = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((t) => single(t, schema, depth)));
}

/** Values meant to break the schema: wrong types, dropped or extra members, junk. */
export function malformed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const properties = Object.keys(resolved.properties ?? {});
  const wrongMember = properties.length
    ? fc
        .tuple(valid(resolved), fc.constantFrom(...properties), fc.jsonValue({ maxDepth: 2 }))
        .map(([value, key, junk]) => ({ ...(value as object), [key]: junk }))
    : fc.jsonValue({ maxDepth: 2 });
  const dropped = properties.length
    ? fc.tuple(valid(resolved), fc.constantFrom(...properties)).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      })
    : fc.constant({});
  return fc.oneof(
    wrongMember,
    dropped,
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(null, [], 0, 'text', true, { [`__proto__`]: { polluted: true } }),
    valid(resolved).map((value) =>
      typeof value === 'object' && value !== null ? { ...value, unexpected: 'extra' } : value,
    ),
  );
}

export { textArb };
