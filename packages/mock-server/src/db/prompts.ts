// Saved prompts (lyrics or styles) and lyrics generation jobs.
import type { Db } from './open';
import { parseJson, toJson } from './json';

export type SavedPromptType = 'lyrics' | 'tags';

export interface Sliders {
  weirdness_constraint?: number;
  style_weight?: number;
  audio_weight?: number;
}

export interface SavedPromptRecord {
  id: string;
  user_id: string;
  prompt_type: SavedPromptType;
  gpt_description_prompt: string | null;
  lyrics: string | null;
  tags: string | null;
  negative_tags: string | null;
  title: string | null;
  sliders: Sliders | null;
  updated_at: number;
}

export interface LyricsJobRecord {
  id: string;
  user_id: string;
  prompt: string;
  lyrics_model: string | null;
  outcome: 'complete' | 'error';
  text: string | null;
  title: string | null;
  tags: string | null;
  error_message: string | null;
  created_at: number;
  ready_at: number;
}

type PromptRow = Omit<SavedPromptRecord, 'sliders'> & { sliders: string | null };
const fromRow = (row: PromptRow): SavedPromptRecord => ({
  ...row,
  sliders: parseJson<Sliders | null>(row.sliders, null),
});

export function createPromptRepo(db: Db) {
  return {
    get: (id: string): SavedPromptRecord | null => {
      const row = db
        .prepare<[string], PromptRow>('SELECT * FROM saved_prompts WHERE id = ?')
        .get(id);
      return row ? fromRow(row) : null;
    },
    upsert(record: SavedPromptRecord): void {
      db.prepare(
        `INSERT INTO saved_prompts (id, user_id, prompt_type, gpt_description_prompt, lyrics, tags,
           negative_tags, title, sliders, updated_at)
         VALUES (@id, @user_id, @prompt_type, @gpt_description_prompt, @lyrics, @tags, @negative_tags,
           @title, @sliders, @updated_at)
         ON CONFLICT (id) DO UPDATE SET prompt_type = excluded.prompt_type,
           gpt_description_prompt = excluded.gpt_description_prompt, lyrics = excluded.lyrics,
           tags = excluded.tags, negative_tags = excluded.negative_tags, title = excluded.title,
           sliders = excluded.sliders, updated_at = excluded.updated_at`,
      ).run({ ...record, sliders: record.sliders === null ? null : toJson(record.sliders) });
    },
    list(userId: string, type: SavedPromptType | null): SavedPromptRecord[] {
      const rows =
        type === null
          ? db
              .prepare<[string], PromptRow>(
                'SELECT * FROM saved_prompts WHERE user_id = ? ORDER BY updated_at DESC, id',
              )
              .all(userId)
          : db
              .prepare<[string, string], PromptRow>(
                'SELECT * FROM saved_prompts WHERE user_id = ? AND prompt_type = ? ORDER BY updated_at DESC, id',
              )
              .all(userId, type);
      return rows.map(fromRow);
    },
    delete: (id: string): void => {
      db.prepare('DELETE FROM saved_prompts WHERE id = ?').run(id);
    },
    lyricsJob: (id: string): LyricsJobRecord | null =>
      db.prepare<[string], LyricsJobRecord>('SELECT * FROM lyrics_jobs WHERE id = ?').get(id) ??
      null,
    insertLyricsJob(job: LyricsJobRecord): void {
      db.prepare(
        `INSERT INTO lyrics_jobs (id, user_id, prompt, lyrics_model, outcome, text, title, tags,
           error_message, created_at, ready_at)
         VALUES (@id, @user_id, @prompt, @lyrics_model, @outcome, @text, @title, @tags,
           @error_message, @created_at, @ready_at)`,
      ).run(job);
    },
    runningLyricsJobs: (userId: string, now: number): number =>
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM lyrics_jobs WHERE user_id = ? AND ready_at > ?')
          .get(userId, now) as { n: number }
      ).n,
  };
}

export type PromptRepo = ReturnType<typeof createPromptRepo>;
