import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { handle } from '@cadenza/sdk/testing';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { StoryStore } from '../fixtures/connected';
import { FOLLOW } from '../fixtures/data';
import { socialHandlers } from '../fixtures/handlers';
import { NOTIFICATION_LABELS } from '../labels';
import { ConnectedNotificationBadge } from './ConnectedNotificationBadge';
import {
  ConnectedNotificationList,
  type ConnectedNotificationListProps,
} from './ConnectedNotificationList';

function Connected(props: ConnectedNotificationListProps) {
  return (
    <StoryStore>
      <ConnectedNotificationBadge />
      <ConnectedNotificationList {...props} />
    </StoryStore>
  );
}

const meta = {
  title: 'Social/Connected/NotificationList',
  component: Connected,
  args: { onNavigate: fn() },
  parameters: { msw: { handlers: socialHandlers().handlers } },
} satisfies Meta<typeof Connected>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async () => {
  await screen.findByRole('list', { name: NOTIFICATION_LABELS.panel });
};

/** Every type from the service, with the unread badge. */
export const Panel: Story = { play: loaded };

/** 'Mark all as read' marks everything before now at once. */
export const MarkedAllRead: Story = {
  play: async ({ canvasElement }) => {
    await loaded();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: NOTIFICATION_LABELS.markAllRead }),
    );
    await expect(within(canvasElement).queryByText(NOTIFICATION_LABELS.unread)).toBeNull();
  },
};

/** Follow back from a follow notification. */
export const FollowedBack: Story = {
  parameters: { msw: { handlers: socialHandlers({ notifications: [FOLLOW] }).handlers } },
  play: async ({ canvasElement }) => {
    await loaded();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: NOTIFICATION_LABELS.followBack('bo') }),
    );
    await expect(
      await within(canvasElement).findByRole('button', { name: NOTIFICATION_LABELS.following }),
    ).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: socialHandlers(
        {},
        handle('getNotifications', () => HttpResponse.json({ detail: 'Down' }, { status: 503 })),
      ).handlers,
    },
  },
  play: async () => {
    await expect(await screen.findByText(NOTIFICATION_LABELS.loadFailed)).toBeVisible();
  },
};
