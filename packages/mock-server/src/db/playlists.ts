// Playlists, their ordered clips and likes.
import { atomic, type Db } from './open';
import { bool } from './json';

export interface PlaylistRecord {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  image_url: string | null;
  is_public: boolean;
  is_trashed: boolean;
  play_count: number;
  created_at: number;
  updated_at: number;
}

type Row = Omit<PlaylistRecord, 'is_public' | 'is_trashed'> & {
  is_public: number;
  is_trashed: number;
};
const fromRow = (row: Row): PlaylistRecord => ({
  ...row,
  is_public: bool(row.is_public),
  is_trashed: bool(row.is_trashed),
});

export interface PlaylistEntry {
  clip_id: string;
  position: number;
  added_at: number;
}

export function createPlaylistRepo(db: Db) {
  const get = (id: string): PlaylistRecord | null => {
    const row = db.prepare<[string], Row>('SELECT * FROM playlists WHERE id = ?').get(id);
    return row ? fromRow(row) : null;
  };
  const touch = db.prepare('UPDATE playlists SET updated_at = ? WHERE id = ?');
  return {
    get,
    byUser: (userId: string): PlaylistRecord[] =>
      db
        .prepare<[string], Row>(
          'SELECT * FROM playlists WHERE user_id = ? ORDER BY updated_at DESC, id',
        )
        .all(userId)
        .map(fromRow),
    publicPlaylists: (): PlaylistRecord[] =>
      db
        .prepare<[], Row>(
          'SELECT * FROM playlists WHERE is_public = 1 AND is_trashed = 0 ORDER BY play_count DESC, updated_at DESC, id',
        )
        .all()
        .map(fromRow),
    insert(record: PlaylistRecord): void {
      db.prepare(
        `INSERT INTO playlists (id, user_id, name, description, image_url, is_public, is_trashed, play_count, created_at, updated_at)
         VALUES (@id, @user_id, @name, @description, @image_url, @is_public, @is_trashed, @play_count, @created_at, @updated_at)`,
      ).run({
        ...record,
        is_public: record.is_public ? 1 : 0,
        is_trashed: record.is_trashed ? 1 : 0,
      });
    },
    setPublic(id: string, isPublic: boolean, now: number): void {
      db.prepare('UPDATE playlists SET is_public = ?, updated_at = ? WHERE id = ?').run(
        isPublic ? 1 : 0,
        now,
        id,
      );
    },
    /** Changes the name, description or image url; a field left out stays. */
    update(
      id: string,
      fields: Partial<Pick<PlaylistRecord, 'name' | 'description' | 'image_url'>>,
      now: number,
    ): void {
      const current = get(id);
      if (!current) return;
      db.prepare(
        'UPDATE playlists SET name = ?, description = ?, image_url = ?, updated_at = ? WHERE id = ?',
      ).run(
        fields.name ?? current.name,
        fields.description !== undefined ? fields.description : current.description,
        fields.image_url !== undefined ? fields.image_url : current.image_url,
        now,
        id,
      );
    },
    setTrashed(id: string, trashed: boolean, now: number): void {
      db.prepare('UPDATE playlists SET is_trashed = ?, updated_at = ? WHERE id = ?').run(
        trashed ? 1 : 0,
        now,
        id,
      );
    },
    entries: (id: string): PlaylistEntry[] =>
      db
        .prepare<[string], PlaylistEntry>(
          'SELECT clip_id, position, added_at FROM playlist_clips WHERE playlist_id = ? ORDER BY position, added_at',
        )
        .all(id),
    /** Appends clips not yet in the playlist, in order. */
    addClips: atomic(db, (id: string, clipIds: readonly string[], now: number) => {
      const last = db
        .prepare<[string], { p: number | null }>(
          'SELECT MAX(position) AS p FROM playlist_clips WHERE playlist_id = ?',
        )
        .get(id);
      let position = (last?.p ?? -1) + 1;
      const insert = db.prepare(
        'INSERT OR IGNORE INTO playlist_clips (playlist_id, clip_id, position, added_at) VALUES (?, ?, ?, ?)',
      );
      for (const clipId of clipIds)
        if (insert.run(id, clipId, position, now).changes > 0) position += 1;
      touch.run(now, id);
    }),
    removeClips: atomic(db, (id: string, clipIds: readonly string[], now: number) => {
      const remove = db.prepare('DELETE FROM playlist_clips WHERE playlist_id = ? AND clip_id = ?');
      for (const clipId of clipIds) remove.run(id, clipId);
      touch.run(now, id);
    }),
    countClips: (id: string): number =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM playlist_clips WHERE playlist_id = ?').get(id) as {
          n: number;
        }
      ).n,
    incrementPlays(id: string): void {
      db.prepare('UPDATE playlists SET play_count = play_count + 1 WHERE id = ?').run(id);
    },
    isLiked: (userId: string, id: string): boolean =>
      db
        .prepare('SELECT 1 FROM playlist_likes WHERE user_id = ? AND playlist_id = ?')
        .get(userId, id) !== undefined,
    like(userId: string, id: string, now: number): void {
      db.prepare(
        'INSERT OR IGNORE INTO playlist_likes (user_id, playlist_id, created_at) VALUES (?, ?, ?)',
      ).run(userId, id, now);
    },
    unlike(userId: string, id: string): void {
      db.prepare('DELETE FROM playlist_likes WHERE user_id = ? AND playlist_id = ?').run(
        userId,
        id,
      );
    },
    likeCount: (id: string): number =>
      (
        db.prepare('SELECT COUNT(*) AS n FROM playlist_likes WHERE playlist_id = ?').get(id) as {
          n: number;
        }
      ).n,
    likedPlaylists: (userId: string): PlaylistRecord[] =>
      db
        .prepare<[string], Row>(
          `SELECT playlists.* FROM playlist_likes JOIN playlists ON playlists.id = playlist_likes.playlist_id
           WHERE playlist_likes.user_id = ? ORDER BY playlist_likes.created_at DESC, playlists.id`,
        )
        .all(userId)
        .map(fromRow),
  };
}

export type PlaylistRepo = ReturnType<typeof createPlaylistRepo>;
