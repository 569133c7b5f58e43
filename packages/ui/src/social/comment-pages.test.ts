/**
 * 1-generation §7: comments and replies load by cursor (replies page_size=10); a deep link opens
 * the linked comment (a reply opens under its parent, fetched with deeplinked_comment_id).
 */
import { describe, expect, test } from 'vitest';
import {
  EMPTY_PAGES,
  commentAdded,
  commentRemoved,
  deepLinkHolder,
  deepLinkParent,
  pageLoaded,
  pageRequested,
  repliesOf,
  repliesToggled,
  replyCounted,
  threadOrder,
} from './comment-pages';
import { THREAD, repliesOf as replyFixtures } from './fixtures/data';

const page = (from: number, count: number, next: string | null) => ({
  comments: replyFixtures('c-1', count, from),
  next_cursor: next,
  num_total_results: 12,
});

describe('replies paged by 10', () => {
  test('the first page replaces, the next one appends, a repeated id is kept once', () => {
    const first = pageLoaded(pageRequested(EMPTY_PAGES), page(0, 10, 'p2'), true);
    expect(first).toMatchObject({ nextCursor: 'p2', total: 12, status: 'ready' });
    const second = pageLoaded(first, { ...page(9, 3, null) }, false);
    expect(second.comments.map((c) => c.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `c-1-r${i + 1}`),
    );
    expect(second.nextCursor).toBeNull();
  });

  test('opening replies never loaded asks for the first page; reopening does not', () => {
    const opened = repliesToggled({}, 'c-1');
    expect(opened.needsFirstPage).toBe(true);
    expect(repliesOf(opened.map, 'c-1').open).toBe(true);
    const closed = repliesToggled(opened.map, 'c-1');
    expect(repliesOf(closed.map, 'c-1').open).toBe(false);
    const loaded = {
      'c-1': { ...pageLoaded(EMPTY_PAGES, page(0, 10, null), true), open: false },
    };
    expect(repliesToggled(loaded, 'c-1').needsFirstPage).toBe(false);
  });
});

describe('posting and deleting', () => {
  const thread = pageLoaded(
    EMPTY_PAGES,
    { comments: THREAD, next_cursor: null, num_total_results: 4 },
    true,
  );

  test('a new comment goes on top and counts', () => {
    const added = commentAdded(thread, { ...THREAD[3]!, id: 'c-new' });
    expect(added.comments[0]?.id).toBe('c-new');
    expect(added.total).toBe(5);
  });

  test('a deleted comment leaves the list; a reply changes its parent count', () => {
    expect(commentRemoved(thread, 'c-2').comments.map((c) => c.id)).toEqual(['c-1', 'c-3', 'c-4']);
    expect(commentRemoved(thread, 'missing')).toBe(thread);
    expect(replyCounted(thread, 'c-1', 1).comments[0]?.num_replies).toBe(13);
  });
});

describe('deep links', () => {
  const first = { comments: THREAD, next_cursor: null, num_total_results: 4 };
  test('a top-level comment in the page is linked directly', () => {
    expect(deepLinkParent(first, 'c-3')).toBeNull();
  });
  test('a reply: the server put its parent first, whose replies open', () => {
    expect(deepLinkParent(first, 'c-1-r7')).toBe('c-1');
  });
});

describe('thread ordered newest, oldest or most_liked', () => {
  const ids = (comments: readonly { id: string }[]) => comments.map((c) => c.id);
  test('each order; the comment holding a deep link comes first', () => {
    expect(ids(threadOrder(THREAD, 'newest', null))).toEqual(['c-4', 'c-3', 'c-2', 'c-1']);
    expect(ids(threadOrder(THREAD, 'oldest', null))).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
    expect(ids(threadOrder(THREAD, 'most_liked', null))).toEqual(['c-1', 'c-2', 'c-4', 'c-3']);
    expect(ids(threadOrder(THREAD, 'newest', 'c-2'))).toEqual(['c-2', 'c-4', 'c-3', 'c-1']);
  });

  test('the holder of a deep link: the comment itself, or the parent whose replies hold it', () => {
    const replies = {
      'c-1': { ...pageLoaded(EMPTY_PAGES, page(0, 10, null), true), open: true },
    };
    expect(deepLinkHolder(THREAD, replies, 'c-3')).toBe('c-3');
    expect(deepLinkHolder(THREAD, replies, 'c-1-r4')).toBe('c-1');
    expect(deepLinkHolder(THREAD, replies, 'gone')).toBeNull();
    expect(deepLinkHolder(THREAD, replies, null)).toBeNull();
  });
});
