/**
 * The comment thread (1-generation §3 Comment, §6, §7) through its rendered view: the three
 * orders, timestamp links seek the player, mentions link to profiles, reactions, replies paged by
 * 10, delete / report / block confirmations, comments off, and a deep-linked comment.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { EMPTY_PAGES, pageLoaded } from './comment-pages';
import { CommentThread, type CommentThreadProps } from './CommentThread';
import { OWNER, THREAD, VIEWER, repliesOf } from './fixtures/data';
import { COMMENT_LABELS, COMMENT_ORDER_LABELS, COMPOSER_LABELS } from './labels';

function mount(overrides: Partial<CommentThreadProps> = {}) {
  const props: CommentThreadProps = {
    comments: THREAD,
    total: 4,
    status: 'ready',
    hasMore: false,
    onLoadMore: vi.fn(),
    onRetry: vi.fn(),
    order: 'newest',
    onOrderChange: vi.fn(),
    replies: {},
    onToggleReplies: vi.fn(),
    onMoreReplies: vi.fn(),
    allowComments: true,
    viewer: { userId: VIEWER.id, clipOwnerId: OWNER.id },
    onSubmit: vi.fn(),
    onReact: vi.fn(),
    onDelete: vi.fn(),
    onReport: vi.fn(),
    onBlock: vi.fn(),
    onSeek: vi.fn(),
    onNavigate: vi.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider>
      <CommentThread {...props} />
    </ThemeProvider>,
  );
  return { props, user: userEvent.setup() };
}

const authors = () =>
  within(screen.getByRole('list', { name: COMMENT_LABELS.section }))
    .getAllByRole('article')
    .filter(
      (article) => article.closest('ol')?.getAttribute('aria-label') === COMMENT_LABELS.section,
    )
    .map((article) => article.id);

describe('thread ordered newest, oldest or most_liked', () => {
  test.each([
    ['newest', ['c-4', 'c-3', 'c-2', 'c-1']],
    ['oldest', ['c-1', 'c-2', 'c-3', 'c-4']],
    ['most_liked', ['c-1', 'c-2', 'c-4', 'c-3']],
  ] as const)('%s', (order, ids) => {
    mount({ order });
    expect(authors()).toEqual(ids.map((id) => `comment-${id}`));
  });

  test('choosing an order asks for it', async () => {
    const { props, user } = mount();
    await user.click(screen.getByRole('combobox', { name: COMMENT_LABELS.order }));
    await user.click(await screen.findByRole('option', { name: COMMENT_ORDER_LABELS.most_liked }));
    expect(props.onOrderChange).toHaveBeenCalledWith('most_liked');
  });
});

describe('track-timestamp links seek the player; mentions link to profiles', () => {
  test("the comment's track time and a time in its text seek to their seconds", async () => {
    const { props, user } = mount();
    const first = document.getElementById('comment-c-1') as HTMLElement;
    const seeks = within(first).getAllByRole('button', { name: COMMENT_LABELS.seekTo('1:23') });
    expect(seeks).toHaveLength(2);
    await user.click(seeks[0] as HTMLElement);
    await user.click(within(first).getByRole('button', { name: COMMENT_LABELS.seekTo('2:05') }));
    expect(props.onSeek).toHaveBeenNthCalledWith(1, 83);
    expect(props.onSeek).toHaveBeenNthCalledWith(2, 125);
  });

  test('a mention is a profile link handed to onNavigate', async () => {
    const { props, user } = mount();
    const link = screen.getByRole('link', { name: '@nova' });
    expect(link).toHaveAttribute('href', '/@nova');
    await user.click(link);
    expect(props.onNavigate).toHaveBeenCalledWith('/@nova');
  });
});

describe('reactions', () => {
  test('Like and Dislike show their state and counts and call onReact', async () => {
    const { props, user } = mount();
    const liked = document.getElementById('comment-c-2') as HTMLElement;
    const like = within(liked).getByRole('button', { name: `${COMMENT_LABELS.like} 3` });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(liked).getByRole('button', { name: `${COMMENT_LABELS.dislike} 0` }));
    expect(props.onReact).toHaveBeenCalledWith(THREAD[1], 'DISLIKE');
  });
});

describe('replies paged by 10', () => {
  const firstPage = {
    'c-1': {
      ...pageLoaded(
        EMPTY_PAGES,
        { comments: repliesOf('c-1', 10), next_cursor: 'p2', num_total_results: 12 },
        true,
      ),
      open: true,
    },
  };

  test("'View 12 replies' asks for them", async () => {
    const { props, user } = mount();
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.showReplies(12) }));
    expect(props.onToggleReplies).toHaveBeenCalledWith(THREAD[0]);
  });

  test("10 shown, 'View more replies' asks for the next page", async () => {
    const { props, user } = mount({ replies: firstPage });
    const list = screen.getByRole('list', { name: COMMENT_LABELS.replyTo('ana') });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.moreReplies }));
    expect(props.onMoreReplies).toHaveBeenCalledWith(THREAD[0]);
  });

  test('Reply opens a composer for that comment; its draft is posted with the parent', async () => {
    const { props, user } = mount();
    const target = document.getElementById('comment-c-2') as HTMLElement;
    await user.click(within(target).getByRole('button', { name: COMMENT_LABELS.reply }));
    await user.type(
      screen.getByRole('textbox', { name: COMPOSER_LABELS.replyField('bo') }),
      'Agreed',
    );
    const post = within(target).getByRole('button', { name: COMPOSER_LABELS.send });
    expect(post).toBeEnabled();
    await user.click(post);
    expect(props.onSubmit).toHaveBeenCalledWith(
      { content: 'Agreed', trackTimestampS: null },
      THREAD[1],
    );
  });
});

describe('delete, report and block a user by handle', () => {
  const choose = async (user: ReturnType<typeof userEvent.setup>, handle: string, item: string) => {
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.actions(handle) }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  };

  test("the viewer's own comment: Delete asks 'Delete comment?' first", async () => {
    const { props, user } = mount();
    await choose(user, 'mira', COMMENT_LABELS.delete);
    const dialog = await screen.findByRole('alertdialog', { name: COMMENT_LABELS.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: COMMENT_LABELS.delete }));
    expect(props.onDelete).toHaveBeenCalledWith(THREAD[3]);
  });

  test('Report needs a reason', async () => {
    const { props, user } = mount();
    await choose(user, 'bo', COMMENT_LABELS.report);
    const dialog = await screen.findByRole('dialog', { name: COMMENT_LABELS.reportTitle });
    const send = within(dialog).getByRole('button', { name: COMMENT_LABELS.sendReport });
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: COMMENT_LABELS.reportReason }),
      'spam',
    );
    await user.click(send);
    expect(props.onReport).toHaveBeenCalledWith(THREAD[1], 'spam');
  });

  test("'Block @bo' blocks by handle after 'Block @bo?'", async () => {
    const { props, user } = mount();
    await choose(user, 'bo', COMMENT_LABELS.block('bo'));
    const dialog = await screen.findByRole('alertdialog', {
      name: COMMENT_LABELS.blockTitle('bo'),
    });
    await user.click(within(dialog).getByRole('button', { name: COMMENT_LABELS.block('bo') }));
    expect(props.onBlock).toHaveBeenCalledWith('bo');
  });

  test("others' comments offer no Delete to a viewer who does not own the song", async () => {
    const { user } = mount();
    await user.click(screen.getByRole('button', { name: COMMENT_LABELS.actions('bo') }));
    expect(await screen.findByRole('menuitem', { name: COMMENT_LABELS.report })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: COMMENT_LABELS.delete })).toBeNull();
  });
});

describe('the allow-comments-off state', () => {
  test(`'${COMMENT_LABELS.commentsOff}': no composer and no Reply`, () => {
    mount({ allowComments: false });
    expect(screen.getByText(COMMENT_LABELS.commentsOff)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: COMPOSER_LABELS.field })).toBeNull();
    expect(screen.queryByRole('button', { name: COMMENT_LABELS.reply })).toBeNull();
  });
});

describe('deep links', () => {
  test('the comment from the URL is first, marked and focused', () => {
    mount({ deepLinkCommentId: 'c-2' });
    expect(authors()[0]).toBe('comment-c-2');
    const linked = document.getElementById('comment-c-2') as HTMLElement;
    expect(within(linked).getByText(COMMENT_LABELS.deepLinked)).toBeInTheDocument();
    expect(linked).toHaveFocus();
  });
});
