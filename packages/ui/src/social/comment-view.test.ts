/**
 * 1-generation §3 Comment, §6, §7: reactions on comments (LIKE or DISLIKE), delete, report and
 * block permissions, and the create body of the composer.
 */
import { describe, expect, test } from 'vitest';
import { commentFixture } from './fixtures/data';
import {
  canSendDraft,
  commentPermissions,
  draftRequest,
  reactedComment,
  withReactionState,
} from './comment-view';

const comment = commentFixture({ id: 'c1', user: { id: 'u2', handle: 'bo' }, num_likes: 3 });

describe('reactions: POST /api/comment/{comment_id}/reaction {reaction: LIKE or DISLIKE}', () => {
  test('Like adds a like; pressing it again clears it', () => {
    const liked = reactedComment(comment, 'LIKE');
    expect(liked).toMatchObject({ user_reaction: 'LIKE', num_likes: 4 });
    expect(reactedComment(liked, 'LIKE')).toMatchObject({ user_reaction: null, num_likes: 3 });
  });

  test('Dislike replaces a like and moves the counts', () => {
    const disliked = reactedComment(reactedComment(comment, 'LIKE'), 'DISLIKE');
    expect(disliked).toMatchObject({ user_reaction: 'DISLIKE', num_likes: 3, num_dislikes: 1 });
  });

  test("the server's answer (or the saved state, to revert) replaces the optimistic one", () => {
    const reverted = withReactionState(reactedComment(comment, 'LIKE'), {
      user_reaction: null,
      num_likes: 3,
      num_dislikes: 0,
    });
    expect(reverted).toMatchObject({ user_reaction: null, num_likes: 3, num_dislikes: 0 });
  });
});

describe('delete, report and block', () => {
  test('the author deletes their comment but does not report or block themselves', () => {
    expect(commentPermissions(comment, { userId: 'u2', clipOwnerId: 'u9' }, true)).toEqual({
      canReply: true,
      canReact: true,
      canDelete: true,
      canReport: false,
      canBlock: false,
    });
  });

  test("the song owner and staff delete others' comments; others report and block by handle", () => {
    expect(commentPermissions(comment, { userId: 'u9', clipOwnerId: 'u9' }, true)).toMatchObject({
      canDelete: true,
      canReport: true,
      canBlock: true,
    });
    expect(commentPermissions(comment, { userId: 'u3', clipOwnerId: 'u9' }, true)).toMatchObject({
      canDelete: false,
      canReport: true,
    });
    expect(
      commentPermissions(comment, { userId: 'u3', clipOwnerId: 'u9', isStaff: true }, true),
    ).toMatchObject({ canDelete: true });
  });

  test('signed out: read only; comments off: no replies', () => {
    expect(
      Object.values(commentPermissions(comment, { userId: null, clipOwnerId: 'u9' }, true)),
    ).toEqual([false, false, false, false, false]);
    expect(commentPermissions(comment, { userId: 'u3', clipOwnerId: 'u9' }, false).canReply).toBe(
      false,
    );
  });
});

describe('the composer: POST /api/gen/{clip_id}/comment {content, parent_id, user_mentions, track_timestamp}', () => {
  test('blank content is refused', () => {
    expect(draftRequest('   ')).toEqual({ ok: false, code: 'empty' });
    expect(canSendDraft('  ', false)).toBe(false);
    expect(canSendDraft('nice', true)).toBe(false);
  });

  test('the body carries the parent, the mentions read from the text and the track time', () => {
    expect(draftRequest(' love it @ana ', { parentId: 'c1', trackTimestampS: 42 })).toEqual({
      ok: true,
      body: {
        content: 'love it @ana',
        parent_id: 'c1',
        user_mentions: ['ana'],
        track_timestamp: 42,
      },
    });
  });
});
