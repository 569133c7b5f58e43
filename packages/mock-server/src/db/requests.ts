// Generation requests: one row per accepted generation, keyed by the client's transaction_uuid
// so that a retried request returns the same clips and is charged once.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export type CreditCounter = 'credits' | 'free_remasters_left' | 'free_v4_left';

export interface GenerationRequestRecord {
  id: string;
  user_id: string;
  transaction_uuid: string | null;
  clip_ids: string[];
  counter: CreditCounter;
  cost_per_clip: number;
  created_at: number;
}

type Row = Omit<GenerationRequestRecord, 'clip_ids'> & { clip_ids: string };
const fromRow = (row: Row): GenerationRequestRecord => ({
  ...row,
  clip_ids: parseJson<string[]>(row.clip_ids, []),
});

export function createRequestRepo(db: Db) {
  return {
    get: (id: string): GenerationRequestRecord | null => {
      const row = db
        .prepare<[string], Row>('SELECT * FROM generation_requests WHERE id = ?')
        .get(id);
      return row ? fromRow(row) : null;
    },
    byTransaction: (userId: string, txn: string): GenerationRequestRecord | null => {
      const row = db
        .prepare<[string, string], Row>(
          'SELECT * FROM generation_requests WHERE user_id = ? AND transaction_uuid = ?',
        )
        .get(userId, txn);
      return row ? fromRow(row) : null;
    },
    byUser: (userId: string): GenerationRequestRecord[] =>
      db
        .prepare<[string], Row>(
          'SELECT * FROM generation_requests WHERE user_id = ? ORDER BY created_at DESC, id',
        )
        .all(userId)
        .map(fromRow),
    insert(record: GenerationRequestRecord): void {
      db.prepare(
        `INSERT INTO generation_requests (id, user_id, transaction_uuid, clip_ids, counter, cost_per_clip, created_at)
         VALUES (@id, @user_id, @transaction_uuid, @clip_ids, @counter, @cost_per_clip, @created_at)`,
      ).run({ ...record, clip_ids: toJson(record.clip_ids) });
    },
  };
}

export type RequestRepo = ReturnType<typeof createRequestRepo>;
