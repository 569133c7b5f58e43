// Scheduled lifecycle steps, stored so that a restarted server picks them up again.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export interface JobRecord {
  id: string;
  kind: string;
  subject_id: string;
  run_at: number;
  payload: Record<string, unknown> | null;
}

type Row = Omit<JobRecord, 'payload'> & { payload: string | null };
const fromRow = (row: Row): JobRecord => ({ ...row, payload: parseJson(row.payload, null) });

export function createJobRepo(db: Db) {
  return {
    get: (id: string): JobRecord | null => {
      const row = db.prepare<[string], Row>('SELECT * FROM jobs WHERE id = ?').get(id);
      return row ? fromRow(row) : null;
    },
    all: (): JobRecord[] =>
      db.prepare<[], Row>('SELECT * FROM jobs ORDER BY run_at, id').all().map(fromRow),
    bySubject: (subjectId: string): JobRecord[] =>
      db
        .prepare<[string], Row>('SELECT * FROM jobs WHERE subject_id = ?')
        .all(subjectId)
        .map(fromRow),
    insert(job: JobRecord): void {
      db.prepare(
        'INSERT INTO jobs (id, kind, subject_id, run_at, payload) VALUES (@id, @kind, @subject_id, @run_at, @payload)',
      ).run({ ...job, payload: job.payload === null ? null : toJson(job.payload) });
    },
    delete: (id: string): boolean =>
      db.prepare('DELETE FROM jobs WHERE id = ?').run(id).changes > 0,
  };
}

export type JobRepo = ReturnType<typeof createJobRepo>;
