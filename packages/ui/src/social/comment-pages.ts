/**
 * The thread's paged state (1-generation §3 Comment, §7): top-level comments and each comment's
 * replies load by cursor (replies 10 a page, the SDK's repliesQuery); a deep-linked comment opens
 * and is scrolled to. Pure functions from state to state; the connected thread runs the calls.
 */
import { sortComments, type CommentOrder } from '@cadenza/sdk';
import type { Comment } from './comment-view';

export interface CommentPage {
  readonly comments: readonly Comment[];
  readonly next_cursor: string | null;
  readonly num_total_results: number;
}

/** One cursor-paged list: the thread, or the replies of one comment. */
export interface PagedComments {
  readonly comments: readonly Comment[];
  readonly nextCursor: string | null;
  readonly total: number;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
}

/** A comment's replies and whether they are shown. */
export interface RepliesState extends PagedComments {
  readonly open: boolean;
}

export const EMPTY_PAGES: PagedComments = {
  comments: [],
  nextCursor: null,
  total: 0,
  status: 'idle',
};

export const pageRequested = <P extends PagedComments>(list: P): P => ({
  ...list,
  status: 'loading',
});

export const pageFailed = <P extends PagedComments>(list: P): P => ({ ...list, status: 'error' });

/** A loaded page: the first replaces the list, later ones append (a repeated id is kept once). */
export function pageLoaded<P extends PagedComments>(list: P, page: CommentPage, first: boolean): P {
  const before = first ? [] : list.comments;
  const seen = new Set(before.map((comment) => comment.id));
  return {
    ...list,
    comments: [...before, ...page.comments.filter((comment) => !seen.has(comment.id))],
    nextCursor: page.next_cursor,
    total: page.num_total_results,
    status: 'ready',
  };
}

/** The comment replaced wherever it is listed. */
export const commentReplaced = <P extends PagedComments>(list: P, comment: Comment): P => ({
  ...list,
  comments: list.comments.map((item) => (item.id === comment.id ? comment : item)),
});

/** The comment taken out of the list (deleted). */
export function commentRemoved<P extends PagedComments>(list: P, id: string): P {
  if (!list.comments.some((item) => item.id === id)) return list;
  return {
    ...list,
    comments: list.comments.filter((item) => item.id !== id),
    total: Math.max(0, list.total - 1),
  };
}

/** A new comment put at the top of the list. */
export const commentAdded = <P extends PagedComments>(list: P, comment: Comment): P => ({
  ...list,
  comments: [comment, ...list.comments.filter((item) => item.id !== comment.id)],
  total: list.total + 1,
});

export type RepliesMap = Readonly<Record<string, RepliesState>>;

export const repliesOf = (map: RepliesMap, parentId: string): RepliesState =>
  map[parentId] ?? { ...EMPTY_PAGES, open: false };

/** Applies a change to one comment's replies. */
export const repliesChanged = (
  map: RepliesMap,
  parentId: string,
  change: (state: RepliesState) => RepliesState,
): RepliesMap => ({ ...map, [parentId]: change(repliesOf(map, parentId)) });

/** Replies shown or hidden; the first page is needed when opening replies never loaded. */
export function repliesToggled(
  map: RepliesMap,
  parentId: string,
): { readonly map: RepliesMap; readonly needsFirstPage: boolean } {
  const current = repliesOf(map, parentId);
  const open = !current.open;
  return {
    map: { ...map, [parentId]: { ...current, open } },
    needsFirstPage: open && current.status === 'idle',
  };
}

/** A reply counted on its parent (num_replies) after it was posted or deleted. */
export const replyCounted = <P extends PagedComments>(
  list: P,
  parentId: string,
  by: number,
): P => ({
  ...list,
  comments: list.comments.map((item) =>
    item.id === parentId ? { ...item, num_replies: Math.max(0, item.num_replies + by) } : item,
  ),
});

/**
 * Where a deep-linked comment sits in the first page of a thread fetched with {id, deeplink}: the
 * linked comment itself when it is top level, otherwise it is a reply and the server put its
 * parent first, so that parent's replies open (fetched with deeplinked_comment_id).
 */
export function deepLinkParent(page: CommentPage, linkedId: string): string | null {
  if (page.comments.some((comment) => comment.id === linkedId)) return null;
  const parent = page.comments[0];
  return parent && parent.num_replies > 0 ? parent.id : null;
}

/**
 * The top-level comment that holds a deep link: the linked comment itself, or the comment whose
 * loaded replies contain it; null when neither is loaded.
 */
export function deepLinkHolder(
  comments: readonly Comment[],
  replies: RepliesMap,
  linkedId: string | null | undefined,
): string | null {
  if (linkedId == null) return null;
  if (comments.some((comment) => comment.id === linkedId)) return linkedId;
  const holder = Object.entries(replies).find(([, state]) =>
    state.comments.some((reply) => reply.id === linkedId),
  );
  return holder?.[0] ?? null;
}

/**
 * The thread as shown: sorted newest, oldest or most liked (the SDK's sortComments), with the
 * comment holding the deep link first, as the server puts it.
 */
export function threadOrder(
  comments: readonly Comment[],
  order: CommentOrder,
  holderId: string | null,
): Comment[] {
  const sorted = sortComments(comments, order);
  const holder = holderId === null ? undefined : sorted.find((comment) => comment.id === holderId);
  return holder ? [holder, ...sorted.filter((comment) => comment !== holder)] : sorted;
}

/** A blocked author's comments taken out of the list. */
export function authorRemoved<P extends PagedComments>(list: P, handle: string): P {
  const kept = list.comments.filter((item) => item.user.handle !== handle);
  return kept.length === list.comments.length
    ? list
    : {
        ...list,
        comments: kept,
        total: Math.max(0, list.total - (list.comments.length - kept.length)),
      };
}

/** Applies a list change to the thread and to every loaded replies list. */
export function everyList(
  thread: PagedComments,
  replies: RepliesMap,
  change: <P extends PagedComments>(list: P) => P,
): { readonly thread: PagedComments; readonly replies: RepliesMap } {
  return {
    thread: change(thread),
    replies: Object.fromEntries(Object.entries(replies).map(([id, state]) => [id, change(state)])),
  };
}
