// The seeded demo users the app can sign in as, and the remembered choice (pro by default).
import type { KeyValueStorage } from '@cadenza/sdk/store';

export const DEMO_HANDLES = ['free', 'pro', 'premier', 'staff'] as const;
export type DemoHandle = (typeof DEMO_HANDLES)[number];
export const DEFAULT_HANDLE: DemoHandle = 'pro';

const HANDLE_KEY = 'cadenza.reference.handle';

export const isDemoHandle = (value: unknown): value is DemoHandle =>
  typeof value === 'string' && (DEMO_HANDLES as readonly string[]).includes(value);

/** The remembered demo user, or pro. A `?as=<handle>` query wins (shareable demo links). */
export function initialHandle(storage: KeyValueStorage, search: string): DemoHandle {
  const fromQuery = new URLSearchParams(search).get('as');
  if (isDemoHandle(fromQuery)) return fromQuery;
  let stored: string | null = null;
  try {
    stored = storage.getItem(HANDLE_KEY);
  } catch {
    stored = null;
  }
  return isDemoHandle(stored) ? stored : DEFAULT_HANDLE;
}

export function rememberHandle(storage: KeyValueStorage, handle: DemoHandle): void {
  try {
    storage.setItem(HANDLE_KEY, handle);
  } catch {
    // A full or unavailable storage only forgets the choice.
  }
}

const TOKEN_KEY = 'cadenza.reference.token';

/** The token of a password sign-in (servers without dev controls), kept across reloads. */
export function rememberedToken(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function rememberToken(storage: KeyValueStorage, token: string | null): void {
  try {
    if (token === null) storage.removeItem(TOKEN_KEY);
    else storage.setItem(TOKEN_KEY, token);
  } catch {
    // An unavailable storage only means signing in again after a reload.
  }
}
