// Short share links: one code per (user, content, platform, recommendation item), reused.
import type { Db } from './open';

export interface ShareLinkRecord {
  code: string;
  cache_key: string;
  user_id: string;
  content_type: string;
  content_id: string;
  platform: string;
  source: string;
  created_at: number;
}

export function createShareLinkRepo(db: Db) {
  return {
    byCode: (code: string): ShareLinkRecord | null =>
      db.prepare<[string], ShareLinkRecord>('SELECT * FROM share_links WHERE code = ?').get(code) ??
      null,
    byKey: (key: string): ShareLinkRecord | null =>
      db
        .prepare<[string], ShareLinkRecord>('SELECT * FROM share_links WHERE cache_key = ?')
        .get(key) ?? null,
    insert(record: ShareLinkRecord): void {
      db.prepare(
        `INSERT INTO share_links (code, cache_key, user_id, content_type, content_id, platform, source, created_at)
         VALUES (@code, @cache_key, @user_id, @content_type, @content_id, @platform, @source, @created_at)`,
      ).run(record);
    },
  };
}

export type ShareLinkRepo = ReturnType<typeof createShareLinkRepo>;
