// A short-lived cache of serialized answers for the hot polling path (GET /api/feed/v2 by ids,
// polled every 2.5 s by every client): an entry is served only while no write happened since it
// was made (the data version) and for at most `ttlMs` (time-dependent fields such as a finished
// WAV conversion appear within that). A write drops every entry (none can be served again), and
// each new entry first drops the expired ones before it, so the cache holds only the answers of
// the last `ttlMs` (at most `maxEntries`): under a steady poll, whose keys (viewer and ids) keep
// changing, stale bodies no longer pile up to `maxEntries`.
export interface ResponseCache {
  /** The current data version; every write moves it on. */
  version(): number;
  /** Marks that data changed: every cached answer is stale. */
  bump(): void;
  get(key: string, now: number): Buffer | null;
  set(key: string, body: Buffer, now: number): void;
  /** Entries held (served or not). */
  size(): number;
}

export function createResponseCache(ttlMs: number, maxEntries = 2000): ResponseCache {
  let version = 0;
  const entries = new Map<string, { version: number; at: number; body: Buffer }>();
  return {
    version: () => version,
    bump: () => {
      version += 1;
      entries.clear();
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
      // Entries are in the order they were made: the expired ones come first.
      for (const [oldKey, entry] of entries) {
        if (now - entry.at <= ttlMs && entries.size < maxEntries) break;
        entries.delete(oldKey);
      }
      entries.delete(key);
      entries.set(key, { version, at: now, body });
    },
    size: () => entries.size,
  };
}
