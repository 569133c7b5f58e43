// A short-lived cache of serialized answers for the hot polling path (GET /api/feed/v2 by ids,
// polled every 2.5 s by every client): an entry is served only while no write happened since it
// was made (the data version) and for at most `ttlMs` (time-dependent fields such as a finished
// WAV conversion appear within that).
export interface ResponseCache {
  /** The current data version; every write moves it on. */
  version(): number;
  /** Marks that data changed: every cached answer is stale. */
  bump(): void;
  get(key: string, now: number): Buffer | null;
  set(key: string, body: Buffer, now: number): void;
}

export function createResponseCache(ttlMs: number, maxEntries = 2000): ResponseCache {
  let version = 0;
  const entries = new Map<string, { version: number; at: number; body: Buffer }>();
  return {
    version: () => version,
    bump: () => {
      version += 1;
    },
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version || now - entry.at > ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry.body;
    },
    set(key, body, now) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version, at: now, body });
    },
  };
}
