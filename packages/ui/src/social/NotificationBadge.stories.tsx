import type { Meta, StoryObj } from '@storybook/react-vite';
import { DELETED, EVERY_TYPE, FOLLOW } from './fixtures/data';
import { NotificationBadge } from './NotificationBadge';

const meta = {
  title: 'Social/NotificationBadge',
  component: NotificationBadge,
  args: { notifications: EVERY_TYPE },
} satisfies Meta<typeof NotificationBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const One: Story = { args: { notifications: [FOLLOW, DELETED] } };
export const NoneUnread: Story = { args: { notifications: [{ ...FOLLOW, is_read: true }] } };
