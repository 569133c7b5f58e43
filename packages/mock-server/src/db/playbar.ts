// The saved playbar state of each signed-in user.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export function createPlaybarRepo(db: Db) {
  return {
    get: (userId: string): Record<string, unknown> | null => {
      const row = db
        .prepare<[string], { state: string }>('SELECT state FROM playbar_states WHERE user_id = ?')
        .get(userId);
      return row ? parseJson<Record<string, unknown> | null>(row.state, null) : null;
    },
    save(userId: string, state: object, now: number): void {
      db.prepare(
        `INSERT INTO playbar_states (user_id, state, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
      ).run(userId, toJson(state), now);
    },
  };
}

export type PlaybarRepo = ReturnType<typeof createPlaybarRepo>;
