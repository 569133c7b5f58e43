import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorkspaceInvites } from './WorkspaceInvites';

const meta = {
  title: 'Workspaces/WorkspaceInvites',
  component: WorkspaceInvites,
  args: {
    invites: [
      { id: 'i-1', workspaceName: 'Album Sessions', fromHandle: 'pro' },
      { id: 'i-2', workspaceName: 'Sketches', fromHandle: 'premier' },
    ],
    onAnswer: fn(),
  },
} satisfies Meta<typeof WorkspaceInvites>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Answering: Story = { args: { busyId: 'i-1' } };
/** No pending invites: nothing shows. */
export const NoInvites: Story = { args: { invites: [] } };
