// Audio and video uploads: the direct-upload target stores the bytes; the finish call starts
// processing, whose outcome becomes visible at ready_at.
import type { Db } from './open';
import { bool, parseJson, toJson } from './json';

export type UploadKind = 'audio' | 'video' | 'image';
export type UploadOutcome = 'complete' | 'vocals_detected' | 'invalid_upload' | 'error';

export interface VideoOptions {
  is_video_cover: boolean;
  require_video_sprite: boolean;
  fail_task_on_moderation: boolean;
  video_upload_type: string | null;
  clip_id: string | null;
}

export interface UploadRecord {
  id: string;
  user_id: string;
  kind: UploadKind;
  extension: string;
  is_stem_mix: boolean;
  signature: string;
  filename: string | null;
  content_type: string | null;
  bytes: Buffer | null;
  size: number | null;
  finished_at: number | null;
  ready_at: number | null;
  outcome: UploadOutcome | null;
  error_message: string | null;
  has_vocal: boolean | null;
  duration_s: number | null;
  downbeats: number[] | null;
  clip_id: string | null;
  video_options: VideoOptions | null;
  created_at: number;
}

type Row = Omit<UploadRecord, 'is_stem_mix' | 'has_vocal' | 'downbeats' | 'video_options'> & {
  is_stem_mix: number;
  has_vocal: number | null;
  downbeats: string | null;
  video_options: string | null;
};

const fromRow = (row: Row): UploadRecord => ({
  ...row,
  is_stem_mix: bool(row.is_stem_mix),
  has_vocal: row.has_vocal === null ? null : bool(row.has_vocal),
  downbeats: parseJson<number[] | null>(row.downbeats, null),
  video_options: parseJson<VideoOptions | null>(row.video_options, null),
});

export function createUploadRepo(db: Db) {
  const get = (id: string): UploadRecord | null => {
    const row = db.prepare<[string], Row>('SELECT * FROM uploads WHERE id = ?').get(id);
    return row ? fromRow(row) : null;
  };
  return {
    get,
    insert(
      record: Pick<
        UploadRecord,
        'id' | 'user_id' | 'kind' | 'extension' | 'is_stem_mix' | 'signature' | 'created_at'
      >,
    ): void {
      db.prepare(
        `INSERT INTO uploads (id, user_id, kind, extension, is_stem_mix, signature, created_at)
         VALUES (@id, @user_id, @kind, @extension, @is_stem_mix, @signature, @created_at)`,
      ).run({ ...record, is_stem_mix: record.is_stem_mix ? 1 : 0 });
    },
    update(
      id: string,
      changes: Partial<Omit<UploadRecord, 'id' | 'user_id' | 'kind' | 'created_at'>>,
    ): UploadRecord | null {
      const row: Record<string, unknown> = { ...changes };
      if (changes.is_stem_mix !== undefined) row.is_stem_mix = changes.is_stem_mix ? 1 : 0;
      if (changes.has_vocal !== undefined)
        row.has_vocal = changes.has_vocal === null ? null : changes.has_vocal ? 1 : 0;
      if (changes.downbeats !== undefined)
        row.downbeats = changes.downbeats === null ? null : toJson(changes.downbeats);
      if (changes.video_options !== undefined)
        row.video_options = changes.video_options === null ? null : toJson(changes.video_options);
      const names = Object.keys(row);
      if (names.length > 0)
        db.prepare(
          `UPDATE uploads SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`,
        ).run({
          ...row,
          id,
        });
      return get(id);
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
