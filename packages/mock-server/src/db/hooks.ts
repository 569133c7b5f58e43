// Video hooks: a short video over a song snippet, rendered then moderated.
import type { Db } from './open';
import { bool } from './json';

export type HookOutcome = 'rendered_passed_moderation' | 'rendered_failed_moderation' | 'error';

export interface HookRecord {
  id: string;
  user_id: string;
  clip_id: string;
  title: string;
  caption: string | null;
  allow_comments: boolean;
  show_lyrics: boolean;
  video_upload_id: string | null;
  /** The song snippet and the video segment it renders, in ms. */
  song_start_ms: number;
  song_end_ms: number;
  video_start_ms: number;
  video_end_ms: number;
  outcome: HookOutcome;
  error_message: string | null;
  created_at: number;
  rendering_at: number;
  ready_at: number;
}

type Row = Omit<HookRecord, 'allow_comments' | 'show_lyrics'> & {
  allow_comments: number;
  show_lyrics: number;
};

const fromRow = (row: Row): HookRecord => ({
  ...row,
  allow_comments: bool(row.allow_comments),
  show_lyrics: bool(row.show_lyrics),
});

export function createHookRepo(db: Db) {
  return {
    get(id: string): HookRecord | null {
      const row = db.prepare<[string], Row>('SELECT * FROM hooks WHERE id = ?').get(id);
      return row ? fromRow(row) : null;
    },
    insert(record: HookRecord): void {
      db.prepare(
        `INSERT INTO hooks (id, user_id, clip_id, title, caption, allow_comments, show_lyrics, video_upload_id,
           song_start_ms, song_end_ms, video_start_ms, video_end_ms,
           outcome, error_message, created_at, rendering_at, ready_at)
         VALUES (@id, @user_id, @clip_id, @title, @caption, @allow_comments, @show_lyrics, @video_upload_id,
           @song_start_ms, @song_end_ms, @video_start_ms, @video_end_ms,
           @outcome, @error_message, @created_at, @rendering_at, @ready_at)`,
      ).run({
        ...record,
        allow_comments: record.allow_comments ? 1 : 0,
        show_lyrics: record.show_lyrics ? 1 : 0,
      });
    },
    /** Hooks that passed moderation, newest first. */
    published: (now: number, limit: number): HookRecord[] =>
      (
        db
          .prepare(
            "SELECT * FROM hooks WHERE outcome = 'rendered_passed_moderation' AND ready_at <= ? ORDER BY created_at DESC LIMIT ?",
          )
          .all(now, limit) as Row[]
      ).map(fromRow),
    /** One user's hooks in every state, newest first. */
    byUser: (userId: string, limit: number): HookRecord[] =>
      (
        db
          .prepare('SELECT * FROM hooks WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?')
          .all(userId, limit) as Row[]
      ).map(fromRow),
  };
}

export type HookRepo = ReturnType<typeof createHookRepo>;
