// Contests: a time window and the base clips entries remix.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export interface ContestRecord {
  id: string;
  name: string | null;
  description: string | null;
  image_url: string | null;
  start_time: number | null;
  end_time: number;
  base_clip_ids: string[];
}

type Row = Omit<ContestRecord, 'base_clip_ids'> & { base_clip_ids: string };

export function createContestRepo(db: Db) {
  return {
    all: (): ContestRecord[] =>
      db
        .prepare<[], Row>('SELECT * FROM contests ORDER BY end_time DESC, id')
        .all()
        .map((row) => ({ ...row, base_clip_ids: parseJson<string[]>(row.base_clip_ids, []) })),
    insert(record: ContestRecord): void {
      db.prepare(
        `INSERT INTO contests (id, name, description, image_url, start_time, end_time, base_clip_ids)
         VALUES (@id, @name, @description, @image_url, @start_time, @end_time, @base_clip_ids)`,
      ).run({ ...record, base_clip_ids: toJson(record.base_clip_ids) });
    },
  };
}

export type ContestRepo = ReturnType<typeof createContestRepo>;
