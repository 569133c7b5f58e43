// Server-wide settings that survive a restart: lifecycle speed and elevated-usage mode.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export function createSettingsRepo(db: Db) {
  return {
    get<T>(key: string, fallback: T): T {
      const row = db
        .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
        .get(key);
      return row ? parseJson<T>(row.value, fallback) : fallback;
    },
    set(key: string, value: unknown): void {
      db.prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ).run(key, toJson(value));
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
