import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { handle } from '@cadenza/sdk/testing';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StoryStore } from '../fixtures/connected';
import { socialHandlers } from '../fixtures/handlers';
import { COMMENT_LABELS, COMPOSER_LABELS } from '../labels';
import { ConnectedCommentThread, type ConnectedCommentThreadProps } from './ConnectedCommentThread';

function Connected(props: ConnectedCommentThreadProps) {
  return (
    <StoryStore>
      <ConnectedCommentThread {...props} />
    </StoryStore>
  );
}

const meta = {
  title: 'Social/Connected/CommentThread',
  component: Connected,
  args: { clipId: 'clip-1', currentTimeS: 42, onSeek: fn(), onNavigate: fn() },
  parameters: { msw: { handlers: socialHandlers().handlers } },
} satisfies Meta<typeof Connected>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  await screen.findByText(COMMENT_LABELS.count(4));
};

/** The thread of a song from the service, newest first. */
export const Thread: Story = { play: loaded };

/** A reply id in the URL: its parent's replies open with it first, marked and focused. */
export const DeepLinkToReply: Story = {
  args: { deepLinkCommentId: 'c-1-r7' },
  play: async () => {
    await expect(await screen.findByText(COMMENT_LABELS.deepLinked)).toBeVisible();
  },
};

/** Replies open 10 at a time. */
export const RepliesOpened: Story = {
  play: async ({ canvasElement }) => {
    await loaded();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: COMMENT_LABELS.showReplies(12) }),
    );
    await expect(
      await within(canvasElement).findByRole('button', { name: COMMENT_LABELS.moreReplies }),
    ).toBeVisible();
  },
};

/** The song has allow_comments off. */
export const CommentsOff: Story = {
  parameters: { msw: { handlers: socialHandlers({ allowComments: false }).handlers } },
  play: async () => {
    await expect(await screen.findByText(COMMENT_LABELS.commentsOff)).toBeVisible();
  },
};

/** Posting fails: the server's detail shows under the field and the draft is kept. */
export const PostFails: Story = {
  parameters: {
    msw: {
      handlers: socialHandlers(
        {},
        handle('createComment', () =>
          HttpResponse.json(
            { detail: 'Too many comments. Please wait a minute.' },
            { status: 429 },
          ),
        ),
      ).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    await loaded();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: COMPOSER_LABELS.field }), 'So good');
    await userEvent.click(canvas.getByRole('button', { name: COMPOSER_LABELS.send }));
    await expect(await canvas.findByText('Too many comments. Please wait a minute.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: socialHandlers(
        {},
        handle('getComments', () =>
          HttpResponse.json({ detail: 'Clip not found.' }, { status: 404 }),
        ),
      ).handlers,
    },
  },
  play: async () => {
    await expect(await screen.findByText(COMMENT_LABELS.loadFailed)).toBeVisible();
  },
};
