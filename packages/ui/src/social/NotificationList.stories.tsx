import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DELETED, EVERY_TYPE, FOLLOW } from './fixtures/data';
import { NOTIFICATION_LABELS } from './labels';
import { NotificationList } from './NotificationList';

const meta = {
  title: 'Social/NotificationList',
  component: NotificationList,
  args: {
    notifications: EVERY_TYPE,
    status: 'ready',
    hasMore: false,
    onLoadOlder: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    onRead: fn(),
    onMarkAllRead: fn(),
    onSuppress: fn(),
    onFollowBack: fn(),
  },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One notification of every type, read and unread, with the unread count. */
export const EveryType: Story = {};
export const AllRead: Story = {
  args: { notifications: EVERY_TYPE.map((n) => ({ ...n, is_read: true })) },
};
export const FollowBack: Story = { args: { notifications: [FOLLOW] } };
export const FollowBackPending: Story = {
  args: { notifications: [FOLLOW], followBack: { bo: 'pending' } },
};
export const FollowedBack: Story = {
  args: { notifications: [FOLLOW], followBack: { bo: 'done' } },
};
/** A 'delete' notification is not shown and not counted. */
export const DeleteIgnored: Story = {
  args: { notifications: [FOLLOW, DELETED] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
export const Empty: Story = { args: { notifications: [] } };
export const Loading: Story = { args: { notifications: [], status: 'loading' } };
export const LoadFailed: Story = { args: { notifications: [], status: 'error' } };
export const OlderPages: Story = { args: { notifications: EVERY_TYPE.slice(0, 4), hasMore: true } };
export const OlderFailed: Story = {
  args: { notifications: EVERY_TYPE.slice(0, 4), hasMore: true, olderFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      NOTIFICATION_LABELS.loadFailed,
    );
  },
};
