// Things made from a clip after it exists: WAV/opus conversions, the song video, analyses
// (downbeats, aligned lyrics), share assets; and what is counted on it (actions, downloads).
import type { Db } from './open';
import { inList } from './in-list';

export type ConversionFormat = 'wav' | 'opus';
export type AnalysisKind = 'downbeats' | 'lyrics_v2' | 'lyrics_v3';

export interface VideoRecord {
  clip_id: string;
  requested_at: number;
  ready_at: number;
  outcome: 'complete' | 'error' | null;
  error_message: string | null;
}

export interface AnalysisRecord {
  clip_id: string;
  kind: AnalysisKind;
  lyrics: string | null;
  requested_at: number;
  ready_at: number;
}

export interface ShareAssetRecord {
  id: string;
  clip_id: string;
  user_id: string;
  created_at: number;
  ready_at: number;
}

export function createClipAssetRepo(db: Db) {
  const conversion = db.prepare<[string, string], { ready_at: number }>(
    'SELECT ready_at FROM clip_conversions WHERE clip_id = ? AND format = ?',
  );
  const conversionsOf = db.prepare<[string], { format: string; ready_at: number }>(
    'SELECT format, ready_at FROM clip_conversions WHERE clip_id = ?',
  );
  const video = db.prepare<[string], VideoRecord>('SELECT * FROM clip_videos WHERE clip_id = ?');
  const analysis = db.prepare<[string, string], AnalysisRecord>(
    'SELECT * FROM clip_analyses WHERE clip_id = ? AND kind = ?',
  );
  const shareAsset = db.prepare<[string], ShareAssetRecord>(
    'SELECT * FROM share_assets WHERE id = ?',
  );
  const conversionsIn = inList<{ clip_id: string; format: string; ready_at: number }>(
    db,
    (marks) => `SELECT clip_id, format, ready_at FROM clip_conversions WHERE clip_id IN (${marks})`,
  );
  const videosIn = inList<VideoRecord>(
    db,
    (marks) => `SELECT * FROM clip_videos WHERE clip_id IN (${marks})`,
  );

  return {
    conversionReadyAt: (clipId: string, format: ConversionFormat): number | null =>
      conversion.get(clipId, format)?.ready_at ?? null,
    conversions: (clipId: string): Map<string, number> =>
      new Map(conversionsOf.all(clipId).map((r) => [r.format, r.ready_at])),
    /** Conversions and videos of many clips at once (clip lists). */
    forClips(clipIds: readonly string[]): {
      conversions: Map<string, Map<string, number>>;
      videos: Map<string, VideoRecord>;
    } {
      const unique = [...new Set(clipIds)];
      const conversions = new Map<string, Map<string, number>>();
      const videos = new Map<string, VideoRecord>();
      for (const row of conversionsIn(unique)) {
        const map = conversions.get(row.clip_id) ?? new Map<string, number>();
        map.set(row.format, row.ready_at);
        conversions.set(row.clip_id, map);
      }
      for (const row of videosIn(unique)) videos.set(row.clip_id, row);
      return { conversions, videos };
    },
    requestConversion(clipId: string, format: ConversionFormat, readyAt: number): void {
      db.prepare(
        'INSERT OR IGNORE INTO clip_conversions (clip_id, format, ready_at) VALUES (?, ?, ?)',
      ).run(clipId, format, readyAt);
    },
    video: (clipId: string): VideoRecord | null => video.get(clipId) ?? null,
    requestVideo(clipId: string, now: number, readyAt: number): void {
      db.prepare(
        `INSERT INTO clip_videos (clip_id, requested_at, ready_at, outcome, error_message)
         VALUES (?, ?, ?, NULL, NULL)
         ON CONFLICT (clip_id) DO UPDATE SET requested_at = excluded.requested_at,
           ready_at = excluded.ready_at, outcome = NULL, error_message = NULL`,
      ).run(clipId, now, readyAt);
    },
    settleVideo(clipId: string, outcome: 'complete' | 'error', errorMessage: string | null): void {
      db.prepare('UPDATE clip_videos SET outcome = ?, error_message = ? WHERE clip_id = ?').run(
        outcome,
        errorMessage,
        clipId,
      );
    },
    analysis: (clipId: string, kind: AnalysisKind): AnalysisRecord | null =>
      analysis.get(clipId, kind) ?? null,
    requestAnalysis(record: AnalysisRecord): void {
      db.prepare(
        `INSERT INTO clip_analyses (clip_id, kind, lyrics, requested_at, ready_at)
         VALUES (@clip_id, @kind, @lyrics, @requested_at, @ready_at)
         ON CONFLICT (clip_id, kind) DO UPDATE SET lyrics = excluded.lyrics,
           requested_at = excluded.requested_at, ready_at = excluded.ready_at`,
      ).run(record);
    },
    shareAsset: (id: string): ShareAssetRecord | null => shareAsset.get(id) ?? null,
    insertShareAsset(record: ShareAssetRecord): void {
      db.prepare(
        'INSERT INTO share_assets (id, clip_id, user_id, created_at, ready_at) VALUES (@id, @clip_id, @user_id, @created_at, @ready_at)',
      ).run(record);
    },
    countAction(clipId: string, action: string): void {
      db.prepare(
        `INSERT INTO clip_action_counts (clip_id, action, count) VALUES (?, ?, 1)
         ON CONFLICT (clip_id, action) DO UPDATE SET count = count + 1`,
      ).run(clipId, action);
    },
    actionCount: (clipId: string, action: string): number =>
      (
        db
          .prepare('SELECT count FROM clip_action_counts WHERE clip_id = ? AND action = ?')
          .get(clipId, action) as { count: number } | undefined
      )?.count ?? 0,
    recordDownload(userId: string, clipId: string, now: number): void {
      db.prepare('INSERT INTO downloads (user_id, clip_id, created_at) VALUES (?, ?, ?)').run(
        userId,
        clipId,
        now,
      );
    },
  };
}

export type ClipAssetRepo = ReturnType<typeof createClipAssetRepo>;
