/**
 * The injected Storage (the Web Storage shape: localStorage fits) and JSON reads that never
 * throw: a corrupt or invalid stored value is discarded and the default used instead.
 */
import type * as z from 'zod/mini';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Storage in memory (signed-out sessions, tests, server rendering). */
export function createMemoryStorage(
  initial: Readonly<Record<string, string>> = {},
): KeyValueStorage & {
  readonly entries: () => Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  };
}

/** Reads and validates one value; anything unreadable is removed and `fallback` returned. */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: () => T,
): T {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return fallback();
  }
  if (text === null) return fallback();
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: discarded below.
  }
  try {
    storage.removeItem(key);
  } catch {
    // A storage that cannot remove keeps the bad value; it is ignored on every read.
  }
  return fallback();
}

/** Writes one value; a full or unavailable storage loses the write, never throws. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the value stays and is validated on its next read.
  }
}
