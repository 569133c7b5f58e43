// Studio projects and their saved versions (revisions); the project's state is its latest version's.
import { atomic, type Db } from './open';
import { parseJson, toJson } from './json';

export interface StudioProjectRecord {
  id: string;
  user_id: string;
  title: string;
  clip_id: string | null;
  latest_version_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface StudioVersionRecord {
  id: string;
  project_id: string;
  title: string;
  state: Record<string, unknown>;
  created_at: number;
}

type VersionRow = Omit<StudioVersionRecord, 'state'> & { state: string };
const versionFromRow = (row: VersionRow): StudioVersionRecord => ({
  ...row,
  state: parseJson<Record<string, unknown>>(row.state, {}),
});

export function createStudioRepo(db: Db) {
  const project = (id: string): StudioProjectRecord | null =>
    db
      .prepare<[string], StudioProjectRecord>('SELECT * FROM studio_projects WHERE id = ?')
      .get(id) ?? null;
  const version = (id: string): StudioVersionRecord | null => {
    const row = db
      .prepare<[string], VersionRow>('SELECT * FROM studio_versions WHERE id = ?')
      .get(id);
    return row ? versionFromRow(row) : null;
  };
  const insertVersion = db.prepare(
    'INSERT INTO studio_versions (id, project_id, title, state, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  return {
    project,
    version,
    projectForClip: (userId: string, clipId: string): StudioProjectRecord | null =>
      db
        .prepare<[string, string], StudioProjectRecord>(
          'SELECT * FROM studio_projects WHERE user_id = ? AND clip_id = ? ORDER BY created_at LIMIT 1',
        )
        .get(userId, clipId) ?? null,
    versions: (projectId: string): StudioVersionRecord[] =>
      db
        .prepare<[string], VersionRow>(
          'SELECT * FROM studio_versions WHERE project_id = ? ORDER BY created_at DESC, id',
        )
        .all(projectId)
        .map(versionFromRow),
    /** Creates a project with its first version. */
    create: atomic(
      db,
      (
        record: Omit<StudioProjectRecord, 'latest_version_id'>,
        versionId: string,
        state: object,
      ) => {
        db.prepare(
          `INSERT INTO studio_projects (id, user_id, title, clip_id, latest_version_id, created_at, updated_at)
           VALUES (@id, @user_id, @title, @clip_id, NULL, @created_at, @updated_at)`,
        ).run(record);
        insertVersion.run(versionId, record.id, record.title, toJson(state), record.created_at);
        db.prepare('UPDATE studio_projects SET latest_version_id = ? WHERE id = ?').run(
          versionId,
          record.id,
        );
      },
    ),
    /** Saves a new version and makes it the project's latest. */
    saveVersion: atomic(
      db,
      (projectId: string, versionId: string, title: string, state: object, now: number) => {
        insertVersion.run(versionId, projectId, title, toJson(state), now);
        db.prepare(
          'UPDATE studio_projects SET latest_version_id = ?, title = ?, updated_at = ? WHERE id = ?',
        ).run(versionId, title, now, projectId);
      },
    ),
  };
}

export type StudioRepo = ReturnType<typeof createStudioRepo>;
