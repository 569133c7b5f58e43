// Clip reactions (like L / dislike D, with feedback reasons) and 'not interested' feedback.
// The clip's upvote_count is kept in step inside the same transaction.
import { atomic, type Db } from './open';
import { inList } from './in-list';

export type ReactionType = 'L' | 'D';

export interface ReactionRecord {
  user_id: string;
  clip_id: string;
  reaction_type: ReactionType;
  feedback_reason: string | null;
  updated_at: number;
}

export function createReactionRepo(db: Db) {
  const one = db.prepare<[string, string], ReactionRecord>(
    'SELECT * FROM clip_reactions WHERE user_id = ? AND clip_id = ?',
  );
  const reactionsIn = inList<ReactionRecord>(
    db,
    (marks) => `SELECT * FROM clip_reactions WHERE user_id = ? AND clip_id IN (${marks})`,
  );
  const upsert = db.prepare(
    `INSERT INTO clip_reactions (user_id, clip_id, reaction_type, feedback_reason, updated_at)
     VALUES (@user_id, @clip_id, @reaction_type, @feedback_reason, @updated_at)
     ON CONFLICT (user_id, clip_id) DO UPDATE SET reaction_type = excluded.reaction_type,
       updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM clip_reactions WHERE user_id = ? AND clip_id = ?');
  const recount = db.prepare(
    `UPDATE clips SET upvote_count =
       (SELECT COUNT(*) FROM clip_reactions WHERE clip_id = @id AND reaction_type = 'L')
     WHERE id = @id`,
  );
  const adjustUpvotes = db.prepare(
    'UPDATE clips SET upvote_count = MAX(0, upvote_count + ?) WHERE id = ?',
  );
  const likedIds = db.prepare<[string, string], { clip_id: string }>(
    'SELECT clip_id FROM clip_reactions WHERE user_id = ? AND reaction_type = ? ORDER BY updated_at DESC',
  );
  const setReason = db.prepare(
    'UPDATE clip_reactions SET feedback_reason = ?, updated_at = ? WHERE user_id = ? AND clip_id = ?',
  );
  const addFeedback = db.prepare(
    'INSERT OR IGNORE INTO clip_feedback (user_id, clip_id, feedback_type, created_at) VALUES (?, ?, ?, ?)',
  );
  const removeFeedback = db.prepare(
    'DELETE FROM clip_feedback WHERE user_id = ? AND clip_id = ? AND feedback_type = ?',
  );
  const feedbackIds = db.prepare<[string, string], { clip_id: string }>(
    'SELECT clip_id FROM clip_feedback WHERE user_id = ? AND feedback_type = ?',
  );

  return {
    get: (userId: string, clipId: string): ReactionRecord | null => one.get(userId, clipId) ?? null,
    /** The viewer's reactions to these clips, by clip id. */
    forClips(userId: string, clipIds: readonly string[]): Map<string, ReactionRecord> {
      return new Map(reactionsIn([...new Set(clipIds)], userId).map((r) => [r.clip_id, r]));
    },
    /**
     * Sets (or with null clears) the viewer's reaction and keeps the clip's upvote count in step.
     * Setting the reaction the viewer already has changes nothing. Returns the reaction before and
     * after.
     */
    set: atomic(
      db,
      (
        userId: string,
        clipId: string,
        reaction: ReactionType | null,
        now: number,
      ): { before: ReactionRecord | null; after: ReactionRecord | null } => {
        const before = one.get(userId, clipId) ?? null;
        if ((before?.reaction_type ?? null) === reaction) return { before, after: before };
        if (reaction === null) remove.run(userId, clipId);
        else
          upsert.run({
            user_id: userId,
            clip_id: clipId,
            reaction_type: reaction,
            feedback_reason: null,
            updated_at: now,
          });
        const delta = (reaction === 'L' ? 1 : 0) - (before?.reaction_type === 'L' ? 1 : 0);
        if (delta !== 0) adjustUpvotes.run(delta, clipId);
        const after: ReactionRecord | null =
          reaction === null
            ? null
            : {
                user_id: userId,
                clip_id: clipId,
                reaction_type: reaction,
                feedback_reason: before?.feedback_reason ?? null,
                updated_at: now,
              };
        return { before, after };
      },
    ),
    setFeedbackReason(userId: string, clipId: string, reason: string, now: number): void {
      db.transaction(() => {
        if (!one.get(userId, clipId))
          upsert.run({
            user_id: userId,
            clip_id: clipId,
            reaction_type: 'D',
            feedback_reason: null,
            updated_at: now,
          });
        setReason.run(reason, now, userId, clipId);
        recount.run({ id: clipId });
      })();
    },
    clipIdsWith: (userId: string, reaction: ReactionType): string[] =>
      likedIds.all(userId, reaction).map((r) => r.clip_id),
    addFeedback: (userId: string, clipId: string, type: string, now: number): void => {
      addFeedback.run(userId, clipId, type, now);
    },
    removeFeedback: (userId: string, clipId: string, type: string): void => {
      removeFeedback.run(userId, clipId, type);
    },
    feedbackClipIds: (userId: string, type: string): Set<string> =>
      new Set(feedbackIds.all(userId, type).map((r) => r.clip_id)),
  };
}

export type ReactionRepo = ReturnType<typeof createReactionRepo>;
