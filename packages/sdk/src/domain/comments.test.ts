import { describe, expect, it } from 'vitest';
import {
  blockUserRequest,
  commentRequest,
  parseCommentOrder,
  repliesQuery,
  sortComments,
} from './comments';

const comments = [
  { id: 'a', created_at: '2025-01-02T00:00:00Z', num_likes: 1 },
  { id: 'b', created_at: '2025-01-03T00:00:00Z', num_likes: 5 },
  { id: 'c', created_at: '2025-01-01T00:00:00Z', num_likes: 5 },
];

describe('1-generation §3 Comment orders', () => {
  it.each([
    ['newest', ['b', 'a', 'c']],
    ['oldest', ['c', 'a', 'b']],
    ['most_liked', ['b', 'c', 'a']],
  ] as const)('comment order: newest, oldest, most_liked (%s)', (order, ids) => {
    expect(sortComments(comments, order).map((c) => c.id)).toEqual(ids);
  });

  it('a comment with an unreadable time sorts as the oldest', () => {
    const odd = [...comments, { id: 'd', created_at: 'garbled', num_likes: 0 }];
    expect(sortComments(odd, 'newest').map((c) => c.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it.each([
    ['oldest', 'oldest'],
    ['most_liked', 'most_liked'],
    ['top', 'newest'],
    [null, 'newest'],
  ] as const)('an order query is one of the three, newest by default (%s)', (value, order) => {
    expect(parseCommentOrder(value)).toBe(order);
  });
});

describe('1-generation §7 Comment calls', () => {
  it('a comment carries content, parent_id, user_mentions and track_timestamp; blank content is refused', () => {
    expect(
      commentRequest({
        content: ' Nice drop ',
        parentId: 'p',
        mentions: ['x', 'x'],
        trackTimestampS: 42,
      }),
    ).toEqual({
      ok: true,
      body: { content: 'Nice drop', parent_id: 'p', user_mentions: ['x'], track_timestamp: 42 },
    });
    expect(commentRequest({ content: 'Hi' })).toEqual({
      ok: true,
      body: { content: 'Hi', parent_id: null, user_mentions: [], track_timestamp: null },
    });
    expect(commentRequest({ content: '   ' })).toEqual({ ok: false, code: 'empty' });
  });

  it('replies are fetched 10 per page', () => {
    expect(repliesQuery()).toEqual({ page_size: 10 });
    expect(repliesQuery('cur', 'deep')).toEqual({
      cursor: 'cur',
      page_size: 10,
      deeplinked_comment_id: 'deep',
    });
  });

  it('users may block another user in comments by handle', () => {
    expect(blockUserRequest(' @rude ', 'spam')).toEqual({ handle: 'rude', reason: 'spam' });
    expect(blockUserRequest('rude')).toEqual({ handle: 'rude', reason: null });
  });
});
