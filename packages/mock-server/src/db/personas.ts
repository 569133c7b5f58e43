// Personas (the voice and styles of a root clip), their loves and follows.
import { atomic, type Db } from './open';
import { inList } from './in-list';
import { bool, parseJson, toJson } from './json';

export interface PersonaRecord {
  id: string;
  user_id: string;
  root_clip_id: string;
  name: string;
  description: string;
  image_s3_id: string | null;
  extra_clip_ids: string[];
  is_public: boolean;
  is_trashed: boolean;
  created_at: number;
}

type Row = Omit<PersonaRecord, 'extra_clip_ids' | 'is_public' | 'is_trashed'> & {
  extra_clip_ids: string;
  is_public: number;
  is_trashed: number;
};

const fromRow = (row: Row): PersonaRecord => ({
  ...row,
  extra_clip_ids: parseJson<string[]>(row.extra_clip_ids, []),
  is_public: bool(row.is_public),
  is_trashed: bool(row.is_trashed),
});

export function createPersonaRepo(db: Db) {
  const get = (id: string): PersonaRecord | null => {
    const row = db.prepare<[string], Row>('SELECT * FROM personas WHERE id = ?').get(id);
    return row ? fromRow(row) : null;
  };
  const personasIn = inList<Row>(db, (marks) => `SELECT * FROM personas WHERE id IN (${marks})`);
  const list = (sql: string, ...args: unknown[]): PersonaRecord[] =>
    (db.prepare(sql).all(...args) as Row[]).map(fromRow);
  return {
    get,
    getMany(ids: readonly string[]): Map<string, PersonaRecord> {
      return new Map(personasIn([...new Set(ids)]).map((row) => [row.id, fromRow(row)]));
    },
    byUser: (userId: string, trashed: boolean): PersonaRecord[] =>
      list(
        'SELECT * FROM personas WHERE user_id = ? AND is_trashed = ? ORDER BY created_at DESC, id',
        userId,
        trashed ? 1 : 0,
      ),
    publicPersonas: (): PersonaRecord[] =>
      list(
        `SELECT personas.* FROM personas
         WHERE is_public = 1 AND is_trashed = 0
         ORDER BY (SELECT COUNT(*) FROM persona_loves l WHERE l.persona_id = personas.id) DESC, created_at DESC, id`,
      ),
    byRootClip: (clipId: string): PersonaRecord[] =>
      list('SELECT * FROM personas WHERE root_clip_id = ? ORDER BY created_at, id', clipId),
    insert(record: PersonaRecord): void {
      db.prepare(
        `INSERT INTO personas (id, user_id, root_clip_id, name, description, image_s3_id, extra_clip_ids, is_public, is_trashed, created_at)
         VALUES (@id, @user_id, @root_clip_id, @name, @description, @image_s3_id, @extra_clip_ids, @is_public, @is_trashed, @created_at)`,
      ).run({
        ...record,
        extra_clip_ids: toJson(record.extra_clip_ids),
        is_public: record.is_public ? 1 : 0,
        is_trashed: record.is_trashed ? 1 : 0,
      });
    },
    update(
      id: string,
      changes: Partial<Omit<PersonaRecord, 'id' | 'user_id' | 'created_at'>>,
    ): PersonaRecord | null {
      const row: Record<string, unknown> = { ...changes };
      if (changes.extra_clip_ids !== undefined) row.extra_clip_ids = toJson(changes.extra_clip_ids);
      if (changes.is_public !== undefined) row.is_public = changes.is_public ? 1 : 0;
      if (changes.is_trashed !== undefined) row.is_trashed = changes.is_trashed ? 1 : 0;
      const names = Object.keys(row);
      if (names.length > 0)
        db.prepare(
          `UPDATE personas SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`,
        ).run({
          ...row,
          id,
        });
      return get(id);
    },
    isLoved: (userId: string, id: string): boolean =>
      db
        .prepare('SELECT 1 FROM persona_loves WHERE user_id = ? AND persona_id = ?')
        .get(userId, id) !== undefined,
    /** Toggles the love; returns whether it is loved now. */
    toggleLove: atomic(db, (userId: string, id: string, now: number): boolean => {
      const removed = db
        .prepare('DELETE FROM persona_loves WHERE user_id = ? AND persona_id = ?')
        .run(userId, id).changes;
      if (removed > 0) return false;
      db.prepare(
        'INSERT INTO persona_loves (user_id, persona_id, created_at) VALUES (?, ?, ?)',
      ).run(userId, id, now);
      return true;
    }),
    loveCount: (id: string): number =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM persona_loves WHERE persona_id = ?').get(id) as {
          n: number;
        }
      ).n,
    isFollowing: (userId: string, id: string): boolean =>
      db
        .prepare('SELECT 1 FROM persona_follows WHERE user_id = ? AND persona_id = ?')
        .get(userId, id) !== undefined,
    setFollow(userId: string, id: string, follow: boolean, now: number): boolean {
      if (follow)
        return (
          db
            .prepare(
              'INSERT OR IGNORE INTO persona_follows (user_id, persona_id, created_at) VALUES (?, ?, ?)',
            )
            .run(userId, id, now).changes > 0
        );
      return (
        db
          .prepare('DELETE FROM persona_follows WHERE user_id = ? AND persona_id = ?')
          .run(userId, id).changes > 0
      );
    },
    loved: (userId: string): PersonaRecord[] =>
      list(
        `SELECT personas.* FROM persona_loves JOIN personas ON personas.id = persona_loves.persona_id
         WHERE persona_loves.user_id = ? AND personas.is_trashed = 0
           AND (personas.is_public = 1 OR personas.user_id = ?)
         ORDER BY persona_loves.created_at DESC, personas.id`,
        userId,
        userId,
      ),
    followed: (userId: string): PersonaRecord[] =>
      list(
        `SELECT personas.* FROM persona_follows JOIN personas ON personas.id = persona_follows.persona_id
         WHERE persona_follows.user_id = ? AND personas.is_trashed = 0
           AND (personas.is_public = 1 OR personas.user_id = ?)
         ORDER BY persona_follows.created_at DESC, personas.id`,
        userId,
        userId,
      ),
  };
}

export type PersonaRepo = ReturnType<typeof createPersonaRepo>;
