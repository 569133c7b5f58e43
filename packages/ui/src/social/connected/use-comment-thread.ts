/**
 * The connected thread's state and calls (1-generation §7): comment pages
 * (GET /api/gen/{clip_id}/comments with cursor, order and, for a deep link, id and deeplink),
 * reply pages (GET /api/comment/{comment_id}/replies, the SDK's repliesQuery), posting, reactions
 * (optimistic, reverted on failure), delete, report, and block/unblock by handle.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { blockUserRequest, type CommentOrder, isApiError, repliesQuery } from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import {
  EMPTY_PAGES,
  authorRemoved,
  commentAdded,
  commentRemoved,
  commentReplaced,
  deepLinkParent,
  everyList,
  pageFailed,
  pageLoaded,
  pageRequested,
  repliesChanged,
  repliesToggled,
  replyCounted,
  type PagedComments,
  type RepliesMap,
} from '../comment-pages';
import {
  draftRequest,
  reactedComment,
  withReactionState,
  type Comment,
  type CommentReaction,
} from '../comment-view';
import type { CommentDraft } from '../CommentComposer';
import type { ThreadNotice } from '../CommentThread';
import { COMMENT_LABELS } from '../labels';

interface ThreadState {
  readonly thread: PagedComments;
  readonly replies: RepliesMap;
}

const failure = (error: unknown): string =>
  isApiError(error) && error.detail ? error.detail : COMMENT_LABELS.failed;

const threadOf = (comment: Comment): string | null => comment.parent_id;

export function useCommentThread(clipId: string, order: CommentOrder, deepLinkId: string | null) {
  const calls = useCadenzaCalls();
  const [state, setState] = useState<ThreadState>({ thread: EMPTY_PAGES, replies: {} });
  const [sending, setSending] = useState(false);
  const [composerError, setComposerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<ThreadNotice | null>(null);
  const generation = useRef(0);

  const change = useCallback((fn: (current: ThreadState) => ThreadState) => setState(fn), []);
  const everywhere = useCallback(
    (fn: <P extends PagedComments>(list: P) => P) =>
      change(({ thread, replies }) => everyList(thread, replies, fn)),
    [change],
  );

  const loadReplies = useCallback(
    async (parentId: string, cursor: string | null, linked: string | null = null) => {
      change((s) => ({ ...s, replies: repliesChanged(s.replies, parentId, pageRequested) }));
      try {
        const page = await calls.query('getCommentReplies', {
          path: { comment_id: parentId },
          query: repliesQuery(cursor, linked),
        });
        change((s) => ({
          ...s,
          replies: repliesChanged(s.replies, parentId, (r) => pageLoaded(r, page, cursor === null)),
        }));
      } catch {
        change((s) => ({ ...s, replies: repliesChanged(s.replies, parentId, pageFailed) }));
      }
    },
    [calls, change],
  );

  const loadThread = useCallback(
    async (cursor: string | null) => {
      const call = cursor === null ? ++generation.current : generation.current;
      change((s) => ({ ...s, thread: pageRequested(s.thread) }));
      const link = cursor === null && deepLinkId !== null ? { id: deepLinkId, deeplink: true } : {};
      try {
        const page = await calls.query('getComments', {
          path: { clip_id: clipId },
          query: { order, ...(cursor === null ? {} : { cursor }), ...link },
        });
        if (call !== generation.current) return;
        change((s) => ({ ...s, thread: pageLoaded(s.thread, page, cursor === null) }));
        const parent =
          deepLinkId !== null && cursor === null ? deepLinkParent(page, deepLinkId) : null;
        if (parent !== null) {
          change((s) => ({ ...s, replies: repliesToggled(s.replies, parent).map }));
          await loadReplies(parent, null, deepLinkId);
        }
      } catch {
        if (call === generation.current) change((s) => ({ ...s, thread: pageFailed(s.thread) }));
      }
    },
    [calls, clipId, order, deepLinkId, change, loadReplies],
  );

  useEffect(() => {
    void loadThread(null);
  }, [loadThread]);

  const toggleReplies = (comment: Comment) => {
    const toggled = repliesToggled(state.replies, comment.id);
    change((s) => ({ ...s, replies: repliesToggled(s.replies, comment.id).map }));
    if (toggled.needsFirstPage) void loadReplies(comment.id, null);
  };

  const moreReplies = (comment: Comment) =>
    void loadReplies(comment.id, state.replies[comment.id]?.nextCursor ?? null);

  const submit = async (draft: CommentDraft, parent: Comment | null) => {
    const request = draftRequest(draft.content, {
      parentId: parent?.id ?? null,
      trackTimestampS: draft.trackTimestampS,
    });
    if (!request.ok) return;
    setSending(true);
    setComposerError(null);
    try {
      const created = await calls.mutate('createComment', {
        path: { clip_id: clipId },
        body: request.body,
      });
      const top = parent === null ? null : (threadOf(parent) ?? parent.id);
      change(({ thread, replies }) =>
        top === null
          ? { thread: commentAdded(thread, created), replies }
          : {
              thread: replyCounted(thread, top, 1),
              replies: repliesChanged(replies, top, (r) => ({
                ...commentAdded(r, created),
                open: true,
              })),
            },
      );
    } catch (error) {
      setComposerError(failure(error));
      throw error;
    } finally {
      setSending(false);
    }
  };

  const react = async (comment: Comment, reaction: CommentReaction) => {
    everywhere((list) => commentReplaced(list, reactedComment(comment, reaction)));
    try {
      const answer = await calls.mutate('reactToComment', {
        path: { comment_id: comment.id },
        body: { reaction },
      });
      everywhere((list) => commentReplaced(list, withReactionState(comment, answer)));
    } catch (error) {
      everywhere((list) => commentReplaced(list, comment));
      setNotice({ text: failure(error) });
    }
  };

  const remove = async (comment: Comment) => {
    try {
      await calls.mutate('deleteComment', { path: { comment_id: comment.id } });
      const top = threadOf(comment);
      everywhere((list) => commentRemoved(list, comment.id));
      if (top !== null) change((s) => ({ ...s, thread: replyCounted(s.thread, top, -1) }));
    } catch (error) {
      setNotice({ text: failure(error) });
    }
  };

  const report = async (comment: Comment, reason: string) => {
    try {
      await calls.mutate('reportComment', { path: { comment_id: comment.id }, body: { reason } });
      setNotice({ text: COMMENT_LABELS.reported });
    } catch (error) {
      setNotice({ text: failure(error) });
    }
  };

  const unblock = async (handle: string) => {
    try {
      await calls.mutate('unblockCommentUser', { body: blockUserRequest(handle) });
      setNotice({ text: COMMENT_LABELS.unblocked(handle) });
      await loadThread(null);
    } catch (error) {
      setNotice({ text: failure(error) });
    }
  };

  const block = async (handle: string) => {
    try {
      await calls.mutate('blockCommentUser', { body: blockUserRequest(handle) });
      everywhere((list) => authorRemoved(list, handle));
      setNotice({
        text: COMMENT_LABELS.blocked(handle),
        actionLabel: COMMENT_LABELS.unblock,
        onAction: () => void unblock(handle),
      });
    } catch (error) {
      setNotice({ text: failure(error) });
    }
  };

  return {
    ...state,
    sending,
    composerError,
    notice,
    loadMore: () => void loadThread(state.thread.nextCursor),
    retry: () =>
      void loadThread(state.thread.comments.length === 0 ? null : state.thread.nextCursor),
    toggleReplies,
    moreReplies,
    submit,
    react: (comment: Comment, reaction: CommentReaction) => void react(comment, reaction),
    remove: (comment: Comment) => void remove(comment),
    report: (comment: Comment, reason: string) => void report(comment, reason),
    block: (handle: string) => void block(handle),
  };
}
