import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EMPTY_PAGES, pageLoaded, type RepliesMap } from './comment-pages';
import { CommentThread } from './CommentThread';
import { OWNER, THREAD, VIEWER, repliesOf } from './fixtures/data';
import { COMMENT_LABELS, COMPOSER_LABELS } from './labels';

const openReplies = (count: number, next: string | null): RepliesMap => ({
  'c-1': {
    ...pageLoaded(
      EMPTY_PAGES,
      { comments: repliesOf('c-1', count), next_cursor: next, num_total_results: 12 },
      true,
    ),
    open: true,
  },
});

const meta = {
  title: 'Social/CommentThread',
  component: CommentThread,
  args: {
    comments: THREAD,
    total: 4,
    status: 'ready',
    hasMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    order: 'newest',
    onOrderChange: fn(),
    replies: {},
    onToggleReplies: fn(),
    onMoreReplies: fn(),
    allowComments: true,
    viewer: { userId: VIEWER.id, clipOwnerId: OWNER.id },
    currentTimeS: 83,
    onSubmit: fn(),
    onReact: fn(),
    onDelete: fn(),
    onReport: fn(),
    onBlock: fn(),
    onSeek: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof CommentThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: a timed comment with seek links, a mention, reactions, the viewer's own. */
export const Newest: Story = {};
export const Oldest: Story = { args: { order: 'oldest' } };
export const MostLiked: Story = { args: { order: 'most_liked' } };

/** The first 10 of 12 replies, with 'View more replies'. */
export const RepliesOpen: Story = { args: { replies: openReplies(10, 'page-2'), hasMore: true } };

export const RepliesLoading: Story = {
  args: { replies: { 'c-1': { ...EMPTY_PAGES, status: 'loading', open: true } } },
};

/** A reply from the URL: its thread is opened, the reply marked and scrolled to. */
export const DeepLinkedReply: Story = {
  args: { replies: openReplies(10, 'page-2'), deepLinkCommentId: 'c-1-r7' },
  play: async () => {
    await expect(await screen.findByText(COMMENT_LABELS.deepLinked)).toBeVisible();
  },
};

export const DeepLinkedComment: Story = { args: { deepLinkCommentId: 'c-3' } };

/** The song owner may delete other people's comments. */
export const AsSongOwner: Story = {
  args: { viewer: { userId: OWNER.id, clipOwnerId: OWNER.id } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: COMMENT_LABELS.actions('bo') }),
    );
    await expect(
      await screen.findByRole('menuitem', { name: COMMENT_LABELS.delete }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const SignedOut: Story = { args: { viewer: { userId: null, clipOwnerId: OWNER.id } } };
export const CommentsOff: Story = { args: { allowComments: false } };
export const Empty: Story = { args: { comments: [], total: 0 } };
export const Loading: Story = { args: { comments: [], total: 0, status: 'loading' } };
export const LoadFailed: Story = { args: { comments: [], total: 0, status: 'error' } };
export const MoreToLoad: Story = { args: { hasMore: true, total: 30 } };
export const Sending: Story = { args: { sending: true } };
export const PostFailed: Story = { args: { composerError: COMMENT_LABELS.failed } };

export const BlockedNotice: Story = {
  args: {
    comments: THREAD.filter((comment) => comment.user.handle !== 'bo'),
    notice: {
      text: COMMENT_LABELS.blocked('bo'),
      actionLabel: COMMENT_LABELS.unblock,
      onAction: fn(),
    },
  },
};

export const Replying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: COMMENT_LABELS.reply })[0]!);
    await expect(
      canvas.getByRole('textbox', { name: COMPOSER_LABELS.replyField('mira') }),
    ).toBeVisible();
  },
};

const openMenuItem = async (canvasElement: HTMLElement, handle: string, item: string) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: COMMENT_LABELS.actions(handle) }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    await openMenuItem(canvasElement, 'mira', COMMENT_LABELS.delete);
    await expect(
      await screen.findByRole('alertdialog', { name: COMMENT_LABELS.deleteTitle }),
    ).toBeVisible();
  },
};

export const ReportDialog: Story = {
  play: async ({ canvasElement }) => {
    await openMenuItem(canvasElement, 'bo', COMMENT_LABELS.report);
    await expect(
      await screen.findByRole('dialog', { name: COMMENT_LABELS.reportTitle }),
    ).toBeVisible();
  },
};

export const BlockConfirm: Story = {
  play: async ({ canvasElement }) => {
    await openMenuItem(canvasElement, 'bo', COMMENT_LABELS.block('bo'));
    await expect(
      await screen.findByRole('alertdialog', { name: COMMENT_LABELS.blockTitle('bo') }),
    ).toBeVisible();
  },
};
