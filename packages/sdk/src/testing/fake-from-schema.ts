/**
 * A valid value for any zod schema of the contract, deterministic from a seed: the base of the
 * entity factories. Field names shape the text (ids, dates, URLs, handles), bounds are met,
 * optional fields are left out, nullable ones are filled.
 */
import type { z } from 'zod';

interface Def {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: { readonly def: Record<string, unknown> } }[];
  readonly innerType?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly in?: z.ZodType;
  readonly defaultValue?: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

export interface FakeOptions {
  /** Varies ids and texts between values of one schema. */
  readonly seed?: number;
  /** Epoch ms used for every date-time field. */
  readonly now?: number;
}

function fakeString(
  key: string,
  seed: number,
  now: number,
  max: number | undefined,
  min: number | undefined,
): string {
  let text: string;
  if (key === 'id' || key.endsWith('_id')) text = `${key.replace(/_id$/, '') || 'id'}-${seed}`;
  else if (
    key.endsWith('_at') ||
    key.endsWith('_time') ||
    key.endsWith('datetime_utc') ||
    key === 'period_end'
  )
    text = new Date(now).toISOString();
  else if (key.endsWith('url')) text = `https://cadenza.test/${key}/${seed}`;
  else if (key === 'handle' || key.endsWith('_handle')) text = `user${seed}`;
  else text = `${key || 'text'} ${seed}`;
  if (max !== undefined) text = text.slice(0, max);
  if (min !== undefined && text.length < min) text = text.padEnd(min, 'x');
  return text;
}

function fakeNumber(def: Def, seed: number): number {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than')
      low = Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 0.5);
    if (check.check === 'less_than')
      high = Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 0.5);
  }
  const wanted = seed % 10;
  const value = Math.min(high, Math.max(low, wanted));
  return integer ? Math.round(value) : value;
}

function fake(
  schema: z.ZodType,
  key: string,
  options: Required<FakeOptions>,
  depth: number,
): unknown {
  const def = defOf(schema);
  const { seed, now } = options;
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def);
      const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
      const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
      return fakeString(key, seed, now, max, min);
    }
    case 'number':
      return fakeNumber(def, seed);
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'nullable':
      return fake(def.innerType as z.ZodType, key, options, depth);
    case 'optional':
      return undefined;
    case 'default':
      return def.defaultValue;
    case 'catch':
    case 'readonly':
      return fake(def.innerType as z.ZodType, key, options, depth);
    case 'pipe':
      return fake(def.in as z.ZodType, key, options, depth);
    case 'array': {
      const min =
        (checksOf(def).find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
      return Array.from({ length: min }, (_, i) =>
        fake(def.element as z.ZodType, key, { ...options, seed: seed + i }, depth + 1),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const fieldValue = fake(field, name, options, depth + 1);
        if (fieldValue !== undefined) value[name] = fieldValue;
      }
      return value;
    }
    case 'record':
      return {};
    case 'union':
      return fake((def.options ?? [])[0] as z.ZodType, key, options, depth);
    case 'intersection':
      return {
        ...(fake(def.left as z.ZodType, key, options, depth) as object),
        ...(fake(def.right as z.ZodType, key, options, depth) as object),
      };
    default:
      return null;
  }
}

/** A value `schema` accepts, built from the schema alone. */
export function fakeFromSchema<T>(schema: z.ZodType<T>, options: FakeOptions = {}): T {
  return fake(
    schema,
    '',
    { seed: options.seed ?? 1, now: options.now ?? Date.UTC(2025, 0, 1) },
    0,
  ) as T;
}
