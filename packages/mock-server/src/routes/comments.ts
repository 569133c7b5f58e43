// Tag comments: threads on a clip (cursor pages of 20, order newest/oldest/most_liked, deep
// links), replies (pages of 10), reactions, delete (author, clip owner or staff), reports and
// blocking by handle. Comments are refused when the clip disallows them or its owner blocked
// the commenter, and rate-limited per user.
import { COMMENT_REPLIES_PAGE_SIZE } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { CommentRecord } from '../db/comments';
import type { User } from '../db/users';
import { newId } from '../db/ids';
import { isOwner, visibleClip } from '../domain/access';
import { decodeCursor, encodeCursor } from '../domain/library';
import { notify } from '../domain/notify';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { serializeComments } from '../serialize/comments';

/** Decided: top-level comments per page (the contract's 20). */
export const COMMENTS_PAGE_SIZE = 20;
/** Decided: at most this many comments per user per minute before 429. */
export const COMMENTS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/** The comment and its clip, when the viewer may see the clip. */
function visibleComment(ctx: ServerContext, id: string, viewer: User | null): CommentRecord {
  const comment = ctx.repos.comments.get(id);
  if (!comment || comment.is_deleted) throw notFound('Comment not found.');
  visibleClip(ctx, comment.clip_id, viewer);
  return comment;
}

function cursorPage(
  ctx: ServerContext,
  all: CommentRecord[],
  viewer: User | null,
  options: { cursor?: string; size: number; deepLinkId?: string },
) {
  const blocked = viewer ? ctx.repos.comments.blockedIds(viewer.id) : new Set<string>();
  let visible = all.filter((c) => !blocked.has(c.user_id));
  const offset = decodeCursor(options.cursor);
  if (offset === 0 && options.deepLinkId) {
    const linked = visible.find((c) => c.id === options.deepLinkId);
    if (linked) visible = [linked, ...visible.filter((c) => c !== linked)];
  }
  const slice = visible.slice(offset, offset + options.size);
  return {
    comments: serializeComments(ctx, slice, viewer),
    next_cursor:
      offset + options.size < visible.length ? encodeCursor(offset + options.size) : null,
    num_total_results: visible.length,
  };
}

function userByHandle(ctx: ServerContext, handle: string, viewer: User): User {
  const user = ctx.repos.users.byHandle(handle.trim().replace(/^@/, ''));
  if (!user) throw notFound(`No user with handle '${handle}'.`);
  if (user.id === viewer.id) throw badRequest('You cannot block yourself.');
  return user;
}

export const commentRoutes = defineRoutes({
  getCommentCount: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    return { count: ctx.repos.comments.count(clip.id) };
  },

  getComments: ({ ctx, viewer, params, query }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    const all = ctx.repos.comments.list(
      { clipId: clip.id, parentId: null },
      query.order ?? 'newest',
    );
    let deepLinkId = query.id;
    if (deepLinkId) {
      const linked = ctx.repos.comments.get(deepLinkId);
      if (linked?.parent_id) deepLinkId = linked.parent_id;
    }
    return cursorPage(ctx, all, viewer, {
      cursor: query.cursor,
      size: COMMENTS_PAGE_SIZE,
      deepLinkId,
    });
  },

  getCommentReplies: ({ ctx, viewer, params, query }) => {
    const parent = visibleComment(ctx, params.comment_id, viewer);
    const all = ctx.repos.comments.list({ clipId: parent.clip_id, parentId: parent.id }, 'oldest');
    return cursorPage(ctx, all, viewer, {
      cursor: query.cursor,
      size: Math.min(query.page_size ?? COMMENT_REPLIES_PAGE_SIZE, 50),
      deepLinkId: query.deeplinked_comment_id,
    });
  },

  createComment: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    if (!clip.allow_comments) throw forbidden('Comments are turned off for this song.');
    if (ctx.repos.comments.isBlocked(clip.user_id, viewer.id))
      throw forbidden('You cannot comment on this song.');
    const now = ctx.clock.now();
    const recent = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM comments WHERE user_id = ? AND created_at > ?')
      .get(viewer.id, now - MINUTE_MS) as { n: number };
    if (recent.n >= COMMENTS_PER_MINUTE)
      throw new HttpError(429, 'Too many comments. Please wait a minute.');
    let parentId: string | null = null;
    if (body.parent_id) {
      const parent = ctx.repos.comments.get(body.parent_id);
      if (!parent || parent.is_deleted || parent.clip_id !== clip.id)
        throw notFound('Parent comment not found.');
      parentId = parent.parent_id ?? parent.id;
    }
    const id = newId();
    ctx.repos.comments.insert({
      id,
      clip_id: clip.id,
      user_id: viewer.id,
      parent_id: parentId,
      content: body.content,
      user_mentions: body.user_mentions ?? [],
      track_timestamp: body.track_timestamp ?? null,
      created_at: now,
    });
    const note = {
      actorId: viewer.id,
      contentId: clip.id,
      contentTitle: clip.title,
      commentContent: body.content,
    };
    notify(ctx, clip.user_id, 'clip_comment', note);
    if (parentId) {
      const parent = ctx.repos.comments.get(parentId);
      if (parent && parent.user_id !== clip.user_id)
        notify(ctx, parent.user_id, 'comment_reply', note);
    }
    for (const handle of body.user_mentions ?? []) {
      const mentioned = ctx.repos.users.byHandle(handle.replace(/^@/, ''));
      if (mentioned) notify(ctx, mentioned.id, 'comment_mention', note);
    }
    return serializeComments(ctx, [ctx.repos.comments.get(id)!], viewer)[0]!;
  },

  reactToComment: ({ ctx, viewer, params, body }) => {
    const comment = visibleComment(ctx, params.comment_id, viewer);
    const reaction = ctx.repos.comments.toggleReaction(comment.id, viewer.id, body.reaction);
    if (reaction === 'LIKE')
      notify(ctx, comment.user_id, 'comment_like', {
        actorId: viewer.id,
        contentId: comment.clip_id,
        commentContent: comment.content,
      });
    const updated = ctx.repos.comments.get(comment.id)!;
    return {
      comment_id: comment.id,
      user_reaction: reaction,
      num_likes: updated.num_likes,
      num_dislikes: updated.num_dislikes,
    };
  },

  deleteComment: ({ ctx, viewer, params }) => {
    const comment = visibleComment(ctx, params.comment_id, viewer);
    const clip = ctx.repos.clips.get(comment.clip_id)!;
    if (comment.user_id !== viewer.id && !isOwner(clip, viewer) && !viewer.is_staff)
      throw forbidden('Only the author, the song owner or staff can delete this comment.');
    ctx.repos.comments.markDeleted(comment.id);
    return { success: true, comment_id: comment.id };
  },

  reportComment: ({ ctx, viewer, params, body }) => {
    const comment = visibleComment(ctx, params.comment_id, viewer);
    ctx.repos.comments.report(comment.id, viewer.id, body.reason, ctx.clock.now());
    return { success: true };
  },

  blockCommentUser: ({ ctx, viewer, body }) => {
    const user = userByHandle(ctx, body.handle, viewer);
    ctx.repos.comments.block(viewer.id, user.id, body.reason ?? null, ctx.clock.now());
    return { success: true, handle: user.handle, is_blocked: true };
  },

  unblockCommentUser: ({ ctx, viewer, body }) => {
    const user = userByHandle(ctx, body.handle, viewer);
    ctx.repos.comments.unblock(viewer.id, user.id);
    return { success: true, handle: user.handle, is_blocked: false };
  },
});
