/**
 * Comments (1-generation §3 Comment, §6, §7): the three orders, the create body, the replies
 * page and blocking a user by handle.
 */
import type { components } from '../api/schema.gen';
import { COMMENT_ORDERS, COMMENT_REPLIES_PAGE_SIZE } from './constants';
import { parseTime } from './clip-lifecycle';

type Schemas = components['schemas'];
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/** A query's order, newest when absent or unknown. */
export const parseCommentOrder = (value: string | null | undefined): CommentOrder =>
  (COMMENT_ORDERS as readonly (string | null | undefined)[]).includes(value)
    ? (value as CommentOrder)
    : 'newest';

/** Orders comments on the client: newest, oldest or most liked (newest breaks ties). */
export function sortComments<C extends { readonly created_at: string; readonly num_likes: number }>(
  comments: readonly C[],
  order: CommentOrder,
): C[] {
  const time = (comment: C): number => parseTime(comment.created_at) ?? 0;
  const newest = (a: C, b: C): number => time(b) - time(a);
  const compare: Readonly<Record<CommentOrder, (a: C, b: C) => number>> = {
    newest,
    oldest: (a, b) => time(a) - time(b),
    most_liked: (a, b) => b.num_likes - a.num_likes || newest(a, b),
  };
  return [...comments].sort(compare[order]);
}

/** POST /api/gen/{clip_id}/comment body; blank content is refused. */
export function commentRequest(input: {
  readonly content: string;
  readonly parentId?: string | null;
  readonly mentions?: readonly string[];
  readonly trackTimestampS?: number | null;
}):
  | { readonly ok: true; readonly body: Schemas['CreateCommentRequest'] }
  | { readonly ok: false; readonly code: 'empty' } {
  const content = input.content.trim();
  if (content === '') return { ok: false, code: 'empty' };
  return {
    ok: true,
    body: {
      content,
      parent_id: input.parentId ?? null,
      user_mentions: [...new Set(input.mentions ?? [])],
      track_timestamp: input.trackTimestampS ?? null,
    },
  };
}

/** GET /api/comment/{comment_id}/replies query: page size 10. */
export const repliesQuery = (
  cursor?: string | null,
  deeplinkedCommentId?: string | null,
): {
  readonly cursor?: string;
  readonly page_size: number;
  readonly deeplinked_comment_id?: string;
} => ({
  ...(cursor != null ? { cursor } : {}),
  page_size: COMMENT_REPLIES_PAGE_SIZE,
  ...(deeplinkedCommentId != null ? { deeplinked_comment_id: deeplinkedCommentId } : {}),
});

/** Block (or unblock) a user in comments by handle. */
export const blockUserRequest = (
  handle: string,
  reason?: string | null,
): Schemas['BlockUserRequest'] => ({
  handle: handle.trim().replace(/^@/, ''),
  reason: reason ?? null,
});
