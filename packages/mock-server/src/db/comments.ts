// Comments on clips, replies, comment reactions, reports and comment blocks between users.
import type { Db } from './open';
import { inList } from './in-list';
import { bool, parseJson, toJson } from './json';

export type CommentReaction = 'LIKE' | 'DISLIKE';
export type CommentOrder = 'newest' | 'oldest' | 'most_liked';

export interface CommentRecord {
  id: string;
  clip_id: string;
  user_id: string;
  parent_id: string | null;
  content: string;
  user_mentions: string[];
  track_timestamp: number | null;
  is_deleted: boolean;
  created_at: number;
  num_likes: number;
  num_dislikes: number;
  num_replies: number;
}

type Row = Omit<CommentRecord, 'user_mentions' | 'is_deleted'> & {
  user_mentions: string;
  is_deleted: number;
};

const fromRow = (row: Row): CommentRecord => ({
  ...row,
  user_mentions: parseJson<string[]>(row.user_mentions, []),
  is_deleted: bool(row.is_deleted),
});

const SELECT = `SELECT c.*,
  (SELECT COUNT(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.reaction = 'LIKE') AS num_likes,
  (SELECT COUNT(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.reaction = 'DISLIKE') AS num_dislikes,
  (SELECT COUNT(*) FROM comments k WHERE k.parent_id = c.id AND k.is_deleted = 0) AS num_replies
  FROM comments c`;

const ORDER: Record<CommentOrder, string> = {
  newest: 'c.created_at DESC, c.id DESC',
  oldest: 'c.created_at ASC, c.id ASC',
  most_liked: 'num_likes DESC, c.created_at DESC, c.id DESC',
};

export function createCommentRepo(db: Db) {
  const byId = db.prepare<[string], Row>(`${SELECT} WHERE c.id = ?`);
  const countsIn = inList<{ clip_id: string; n: number }>(
    db,
    (marks) =>
      `SELECT clip_id, COUNT(*) AS n FROM comments WHERE is_deleted = 0 AND clip_id IN (${marks}) GROUP BY clip_id`,
  );
  const reactionsIn = inList<{ comment_id: string; reaction: CommentReaction }>(
    db,
    (marks) =>
      `SELECT comment_id, reaction FROM comment_reactions WHERE user_id = ? AND comment_id IN (${marks})`,
  );
  const countForClip = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM comments WHERE clip_id = ? AND is_deleted = 0',
  );

  return {
    get: (id: string): CommentRecord | null => {
      const row = byId.get(id);
      return row ? fromRow(row) : null;
    },
    /** Top-level comments (parentId null) or replies of a comment, in order; deleted ones left out. */
    list(where: { clipId: string; parentId: string | null }, order: CommentOrder): CommentRecord[] {
      const rows =
        where.parentId === null
          ? db
              .prepare<[string], Row>(
                `${SELECT} WHERE c.clip_id = ? AND c.parent_id IS NULL AND c.is_deleted = 0 ORDER BY ${ORDER[order]}`,
              )
              .all(where.clipId)
          : db
              .prepare<[string], Row>(
                `${SELECT} WHERE c.parent_id = ? AND c.is_deleted = 0 ORDER BY ${ORDER[order]}`,
              )
              .all(where.parentId);
      return rows.map(fromRow);
    },
    count: (clipId: string): number => countForClip.get(clipId)?.n ?? 0,
    countsFor(clipIds: readonly string[]): Map<string, number> {
      return new Map(countsIn([...new Set(clipIds)]).map((r) => [r.clip_id, r.n]));
    },
    insert(
      comment: Omit<CommentRecord, 'num_likes' | 'num_dislikes' | 'num_replies' | 'is_deleted'>,
    ): void {
      db.prepare(
        `INSERT INTO comments (id, clip_id, user_id, parent_id, content, user_mentions, track_timestamp, is_deleted, created_at)
         VALUES (@id, @clip_id, @user_id, @parent_id, @content, @user_mentions, @track_timestamp, 0, @created_at)`,
      ).run({ ...comment, user_mentions: toJson(comment.user_mentions) });
    },
    /** Marks the comment and its replies deleted. */
    markDeleted(id: string): void {
      db.prepare('UPDATE comments SET is_deleted = 1 WHERE id = ? OR parent_id = ?').run(id, id);
    },
    reactionOf: (commentId: string, userId: string): CommentReaction | null =>
      (
        db
          .prepare('SELECT reaction FROM comment_reactions WHERE comment_id = ? AND user_id = ?')
          .get(commentId, userId) as { reaction: CommentReaction } | undefined
      )?.reaction ?? null,
    reactionsOf(userId: string, commentIds: readonly string[]): Map<string, CommentReaction> {
      return new Map(
        reactionsIn([...new Set(commentIds)], userId).map((r) => [r.comment_id, r.reaction]),
      );
    },
    /** Sets the reaction; the same reaction again clears it (a toggle). Returns the new reaction. */
    toggleReaction(
      commentId: string,
      userId: string,
      reaction: CommentReaction,
    ): CommentReaction | null {
      return db.transaction(() => {
        const current = db
          .prepare('SELECT reaction FROM comment_reactions WHERE comment_id = ? AND user_id = ?')
          .get(commentId, userId) as { reaction: CommentReaction } | undefined;
        if (current?.reaction === reaction) {
          db.prepare('DELETE FROM comment_reactions WHERE comment_id = ? AND user_id = ?').run(
            commentId,
            userId,
          );
          return null;
        }
        db.prepare(
          `INSERT INTO comment_reactions (comment_id, user_id, reaction) VALUES (?, ?, ?)
           ON CONFLICT (comment_id, user_id) DO UPDATE SET reaction = excluded.reaction`,
        ).run(commentId, userId, reaction);
        return reaction;
      })();
    },
    report(commentId: string, userId: string, reason: string, now: number): void {
      db.prepare(
        `INSERT INTO comment_reports (comment_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (comment_id, user_id) DO UPDATE SET reason = excluded.reason`,
      ).run(commentId, userId, reason, now);
    },
    block(blockerId: string, blockedId: string, reason: string | null, now: number): void {
      db.prepare(
        'INSERT OR IGNORE INTO user_blocks (blocker_id, blocked_id, reason, created_at) VALUES (?, ?, ?, ?)',
      ).run(blockerId, blockedId, reason, now);
    },
    unblock(blockerId: string, blockedId: string): void {
      db.prepare('DELETE FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?').run(
        blockerId,
        blockedId,
      );
    },
    isBlocked: (blockerId: string, blockedId: string): boolean =>
      db
        .prepare('SELECT 1 FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?')
        .get(blockerId, blockedId) !== undefined,
    blockedIds: (blockerId: string): Set<string> =>
      new Set(
        (
          db.prepare('SELECT blocked_id FROM user_blocks WHERE blocker_id = ?').all(blockerId) as {
            blocked_id: string;
          }[]
        ).map((r) => r.blocked_id),
      ),
  };
}

export type CommentRepo = ReturnType<typeof createCommentRepo>;
