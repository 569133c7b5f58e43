/**
 * The connected comment thread against the SDK's MSW handlers (1-generation §7): deep links open
 * a reply's thread (deeplinked_comment_id), replies load 10 a page by cursor, reactions show at
 * once and revert when the call fails, posts carry mentions and the track timestamp, blocking by
 * handle hides the author and can be undone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { COMMENT_REPLIES_PAGE_SIZE } from '@cadenza/sdk';
import { handle } from '@cadenza/sdk/testing';
import { COMMENT_LABELS, COMPOSER_LABELS } from '../labels';
import { ConnectedCommentThread } from './ConnectedCommentThread';
import { serveMock } from '../../testing';
import { BASE, mountConnected, sentTo } from './test-kit';

const server = serveMock();

const thread = (props: { deepLinkCommentId?: string; currentTimeS?: number } = {}) => (
  <ConnectedCommentThread clipId="clip-1" onSeek={vi.fn()} onNavigate={vi.fn()} {...props} />
);
const loaded = () => screen.findByText(COMMENT_LABELS.count(4));

describe('deep links', () => {
  test('a reply id opens its parent thread with deeplinked_comment_id, the reply first and focused', async () => {
    const { sent } = mountConnected(server, thread({ deepLinkCommentId: 'c-1-r7' }));
    await waitFor(() => expect(document.getElementById('comment-c-1-r7')).toHaveFocus());
    const comments = sentTo(sent, '/api/gen/clip-1/comments')[0];
    expect(comments?.search.get('id')).toBe('c-1-r7');
    expect(comments?.search.get('deeplink')).toBe('true');
    const replies = sentTo(sent, '/api/comment/c-1/replies')[0];
    expect(replies?.search.get('deeplinked_comment_id')).toBe('c-1-r7');
    const list = screen.getByRole('list', { name: COMMENT_LABELS.replyTo('ana') });
    expect(within(list).getAllByRole('article')[0]?.id).toBe('comment-c-1-r7');
  });
});

describe('replies paged by 10', () => {
  test('page_size=10, then the next page by its cursor', async () => {
    const { sent, user } = mountConnected(server, thread());
    await loaded();
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.showReplies(12) }));
    const list = await screen.findByRole('list', { name: COMMENT_LABELS.replyTo('ana') });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.moreReplies }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    const pages = sentTo(sent, '/api/comment/c-1/replies');
    expect(pages.map((p) => p.search.get('page_size'))).toEqual([
      String(COMMENT_REPLIES_PAGE_SIZE),
      String(COMMENT_REPLIES_PAGE_SIZE),
    ]);
    expect(pages[1]?.search.get('cursor')).toBe('10');
  }, 20_000);
});

describe('reactions', () => {
  test('Like counts at once and reverts when the call fails', async () => {
    let fail: () => void = () => undefined;
    const { user } = mountConnected(
      server,
      thread(),
      {},
      handle(
        'reactToComment',
        () =>
          new Promise<Response>((resolve) => {
            fail = () => resolve(HttpResponse.json({ detail: 'Nope.' }, { status: 400 }));
          }),
        BASE,
      ),
    );
    await loaded();
    const first = document.getElementById('comment-c-1') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: `${COMMENT_LABELS.like} 12` }));
    expect(
      within(first).getByRole('button', { name: `${COMMENT_LABELS.like} 13` }),
    ).toHaveAttribute('aria-pressed', 'true');
    fail();
    expect(
      await within(first).findByRole('button', { name: `${COMMENT_LABELS.like} 12` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Nope.')).toBeInTheDocument();
  });
});

describe('the composer posts {content, parent_id, user_mentions, track_timestamp}', () => {
  test('a comment at the current time with a mention', async () => {
    const { sent, user } = mountConnected(server, thread({ currentTimeS: 42 }));
    await loaded();
    await user.type(screen.getByRole('textbox', { name: COMPOSER_LABELS.field }), 'Yes @ana');
    await user.click(screen.getByRole('switch', { name: COMPOSER_LABELS.attachTime('0:42') }));
    await user.click(screen.getByRole('button', { name: COMPOSER_LABELS.send }));
    expect(await screen.findByText(COMMENT_LABELS.count(5))).toBeInTheDocument();
    expect(sentTo(sent, '/api/gen/clip-1/comment')[0]?.body).toEqual({
      content: 'Yes @ana',
      parent_id: null,
      user_mentions: ['ana'],
      track_timestamp: 42,
    });
  });
});

describe('block a user by handle', () => {
  test('sends {handle, reason}, hides their comments, and Undo unblocks', async () => {
    const { sent, user } = mountConnected(server, thread());
    await loaded();
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.actions('bo') }));
    await user.click(await screen.findByRole('menuitem', { name: COMMENT_LABELS.block('bo') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: COMMENT_LABELS.block('bo') }));
    expect(await screen.findByText(COMMENT_LABELS.blocked('bo'))).toBeInTheDocument();
    expect(document.getElementById('comment-c-2')).toBeNull();
    expect(sentTo(sent, '/api/comment/block-user')[0]?.body).toEqual({
      handle: 'bo',
      reason: null,
    });
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.unblock }));
    expect(await screen.findByText(COMMENT_LABELS.unblocked('bo'))).toBeInTheDocument();
    expect(sentTo(sent, '/api/comment/unblock-user')).toHaveLength(1);
  });
});

describe('the allow-comments-off state', () => {
  test(`a song with allow_comments off: '${COMMENT_LABELS.commentsOff}'`, async () => {
    mountConnected(server, thread(), { allowComments: false });
    expect(await screen.findByText(COMMENT_LABELS.commentsOff)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: COMPOSER_LABELS.field })).toBeNull();
  });
});
