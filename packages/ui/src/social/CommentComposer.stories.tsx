import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentComposer } from './CommentComposer';
import { COMMENT_LABELS, COMPOSER_LABELS } from './labels';

const meta = {
  title: 'Social/CommentComposer',
  component: CommentComposer,
  args: { onSubmit: fn() },
} satisfies Meta<typeof CommentComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: Post is disabled (the SDK's commentRequest refuses blank content). */
export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'The bridge at 2:05 with @ana is perfect' } };
/** With the player's position: 'Comment at 1:23' attaches the track timestamp. */
export const WithTrackTime: Story = { args: { currentTimeS: 83.4, defaultValue: 'This part!' } };
export const Sending: Story = { args: { defaultValue: 'Posting this', sending: true } };
export const Failed: Story = {
  args: { defaultValue: 'Posting this', error: COMMENT_LABELS.failed },
};
export const Reply: Story = {
  args: { label: COMPOSER_LABELS.replyField('ana'), onCancel: fn(), defaultValue: '@ana agreed' },
};
