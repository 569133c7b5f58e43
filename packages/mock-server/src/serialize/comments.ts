// Comments on the wire, with the viewer's reaction.
import type { components } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { CommentRecord } from '../db/comments';
import type { User } from '../db/users';
import { isoAt } from '../clock';
import { userSummary } from './users';

export function serializeComments(
  ctx: ServerContext,
  comments: readonly CommentRecord[],
  viewer: User | null,
): components['schemas']['Comment'][] {
  const authors = ctx.repos.users.getMany(comments.map((c) => c.user_id));
  const reactions = viewer
    ? ctx.repos.comments.reactionsOf(
        viewer.id,
        comments.map((c) => c.id),
      )
    : new Map();
  return comments.flatMap((comment) => {
    const author = authors.get(comment.user_id);
    if (!author) return [];
    return [
      {
        id: comment.id,
        clip_id: comment.clip_id,
        content: comment.is_deleted ? '' : comment.content,
        parent_id: comment.parent_id,
        user_mentions: comment.user_mentions,
        track_timestamp: comment.track_timestamp,
        user: userSummary(author),
        created_at: isoAt(comment.created_at),
        num_likes: comment.num_likes,
        num_dislikes: comment.num_dislikes,
        num_replies: comment.num_replies,
        user_reaction: reactions.get(comment.id) ?? null,
        is_deleted: comment.is_deleted,
      },
    ];
  });
}
