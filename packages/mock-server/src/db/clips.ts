// Clips: one row per song, its wire metadata as JSON, and what its audio is rendered from.
import type { components } from '@cadenza/sdk';
import type { AudioDerivation, AudioSource } from '../audio/engine';
import type { Db } from './open';
import { inList } from './in-list';
import { bool, int, parseJson, toJson } from './json';

export type ClipMetadata = components['schemas']['ClipMetadata'];
export type ClipStatus = components['schemas']['ClipStatus'];
/** How a clip moves through its statuses: generated, an edit action, or fixed (seeded, uploads). */
export type Lifecycle = 'generation' | 'edit' | 'static';

/**
 * What the audio of a clip is rendered from: the engine's AudioSource, stored whole when the clip
 * is made (later metadata edits do not change the audio), with uploads referenced by id.
 */
export type StoredUpload = { uploadId: string; filename: string };
export type StoredDerivation =
  | Exclude<AudioDerivation, { kind: 'persona' } | { kind: 'concat' }>
  | { kind: 'persona'; root: StoredSource }
  | { kind: 'concat'; parts: StoredSource[] };
export interface StoredSource extends Omit<AudioSource, 'upload' | 'parent'> {
  upload: StoredUpload | null;
  parent: { source: StoredSource; derivation: StoredDerivation } | null;
}

export interface ClipRecord {
  id: string;
  user_id: string;
  request_id: string | null;
  title: string;
  status: ClipStatus;
  lifecycle: Lifecycle;
  is_trashed: boolean;
  is_public: boolean;
  pinned_at: number | null;
  allow_comments: boolean;
  display_tags: string | null;
  caption: string | null;
  caption_mentions: string[] | null;
  custom_image_url: string | null;
  video_cover_url: string | null;
  preview_seconds: number | null;
  play_count: number;
  upvote_count: number;
  model_name: string | null;
  persona_id: string | null;
  is_contest_base_clip: boolean;
  is_contest_clip: boolean;
  download_disabled_reason: string | null;
  parent_id: string | null;
  remix_kind: string | null;
  from_studio_project_id: string | null;
  made_on_plan: string | null;
  seed: number;
  source: StoredSource | null;
  upload_id: string | null;
  flagged: boolean;
  flagged_reason: string | null;
  flagged_reason_details: string | null;
  configurations: Record<string, unknown> | null;
  metadata: ClipMetadata;
  created_at: number;
  status_at: number;
  streaming_at: number | null;
  streaming_ms: number | null;
}

const BOOLEANS = [
  'is_trashed',
  'is_public',
  'allow_comments',
  'is_contest_base_clip',
  'is_contest_clip',
  'flagged',
] as const;
const JSONS = ['caption_mentions', 'source', 'configurations', 'metadata'] as const;

type Row = Record<string, unknown>;

function parse(row: Row, loadSource: (id: string) => string | null): ClipRecord {
  const out: Row = { ...row };
  for (const key of BOOLEANS) out[key] = bool(row[key] as number);
  out.caption_mentions = parseJson(row.caption_mentions as string | null, null);
  out.configurations = parseJson(row.configurations as string | null, null);
  out.metadata = parseJson(row.metadata as string, {});
  // The render inputs are read only to render: list pages do not even fetch them.
  let source: StoredSource | null | undefined;
  Object.defineProperty(out, 'source', {
    enumerable: true,
    configurable: true,
    get: () =>
      source === undefined
        ? (source = parseJson<StoredSource | null>(loadSource(row.id as string), null))
        : source,
  });
  return out as unknown as ClipRecord;
}

function toRow(changes: Partial<ClipRecord>): Row {
  const out: Row = { ...changes };
  for (const key of BOOLEANS) if (key in changes) out[key] = int(changes[key]);
  for (const key of JSONS)
    if (key in changes) out[key] = changes[key] == null ? null : toJson(changes[key]);
  return out;
}

export const RUNNING_STATUSES: readonly ClipStatus[] = ['submitted', 'queued', 'streaming'];

export function createClipRepo(db: Db) {
  const columns = (db.prepare('PRAGMA table_info(clips)').all() as { name: string }[]).map(
    (c) => c.name,
  );
  /** Every column but the render inputs, which are loaded on first use. */
  const COLS = columns.filter((c) => c !== 'source').join(', ');
  const sourceOf = db.prepare<[string], { source: string | null }>(
    'SELECT source FROM clips WHERE id = ?',
  );
  const loadSource = (id: string): string | null => sourceOf.get(id)?.source ?? null;
  const fromRow = (row: Row): ClipRecord => parse(row, loadSource);
  const byId = db.prepare<[string], Row>(`SELECT ${COLS} FROM clips WHERE id = ?`);
  const byUser = db.prepare<[string], Row>(
    `SELECT ${COLS} FROM clips WHERE user_id = ? ORDER BY created_at DESC, id`,
  );
  const publicClips = db.prepare<[], Row>(
    `SELECT ${COLS} FROM clips WHERE is_public = 1 AND is_trashed = 0 AND status = 'complete'
     ORDER BY created_at DESC, id`,
  );
  const byParent = db.prepare<[string], Row>(
    `SELECT ${COLS} FROM clips WHERE parent_id = ? ORDER BY created_at DESC, id`,
  );
  const byRequest = db.prepare<[string], Row>(
    `SELECT ${COLS} FROM clips WHERE request_id = ? ORDER BY created_at, id`,
  );
  const running = db.prepare<[string], { n: number }>(
    `SELECT COUNT(DISTINCT request_id) AS n FROM clips
     WHERE user_id = ? AND request_id IS NOT NULL AND status IN ('submitted', 'queued', 'streaming')`,
  );
  const runningEdits = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM clips
     WHERE user_id = ? AND lifecycle = 'edit' AND status IN ('submitted', 'queued', 'streaming')`,
  );
  const insertStmt = db.prepare(
    `INSERT INTO clips (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const clipsIn = inList<Row>(db, (marks) => `SELECT ${COLS} FROM clips WHERE id IN (${marks})`);
  const upvotes = db.prepare<[string], Row>('SELECT upvote_count FROM clips WHERE id = ?');

  const get = (id: string): ClipRecord | null => {
    const row = byId.get(id);
    return row ? fromRow(row) : null;
  };

  return {
    get,
    /** The clips with these ids, in the order asked (unknown ids left out). */
    getMany(ids: readonly string[]): ClipRecord[] {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      const found = new Map(clipsIn(unique).map((r) => [r.id as string, r]));
      return unique.flatMap((id) => {
        const row = found.get(id);
        return row ? [fromRow(row)] : [];
      });
    },
    byUser: (userId: string): ClipRecord[] => byUser.all(userId).map(fromRow),
    publicComplete: (): ClipRecord[] => publicClips.all().map(fromRow),
    all: (): ClipRecord[] =>
      (db.prepare(`SELECT ${COLS} FROM clips ORDER BY created_at DESC, id`).all() as Row[]).map(
        fromRow,
      ),
    byParent: (parentId: string): ClipRecord[] => byParent.all(parentId).map(fromRow),
    byRequest: (requestId: string): ClipRecord[] => byRequest.all(requestId).map(fromRow),
    runningRequests: (userId: string): number => running.get(userId)?.n ?? 0,
    /** Edit actions (crop, fade, speed, concat, merge) of the user not yet complete. */
    runningEdits: (userId: string): number => runningEdits.get(userId)?.n ?? 0,
    insert(clip: ClipRecord): void {
      insertStmt.run(toRow(clip));
    },
    update(id: string, changes: Partial<Omit<ClipRecord, 'id'>>): ClipRecord | null {
      const row = toRow(changes);
      const names = Object.keys(row);
      if (names.length > 0) {
        db.prepare(
          `UPDATE clips SET ${names.map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`,
        ).run({
          ...row,
          id,
        });
      }
      return get(id);
    },
    /** Merges fields into the metadata JSON. */
    updateMetadata(id: string, changes: Partial<ClipMetadata>): ClipRecord | null {
      const clip = get(id);
      if (!clip) return null;
      db.prepare('UPDATE clips SET metadata = ? WHERE id = ?').run(
        toJson({ ...clip.metadata, ...changes }),
        id,
      );
      return get(id);
    },
    delete(id: string): void {
      db.prepare('DELETE FROM clips WHERE id = ?').run(id);
    },
    upvoteCount: (id: string): number => (upvotes.get(id)?.upvote_count as number | undefined) ?? 0,
    incrementPlays(id: string, by: number): void {
      db.prepare('UPDATE clips SET play_count = play_count + ? WHERE id = ?').run(by, id);
    },
  };
}

export type ClipRepo = ReturnType<typeof createClipRepo>;
