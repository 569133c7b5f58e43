import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const meta = {
  title: 'Workspaces/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
  args: {
    defaultId: 'default',
    workspaces: [
      { id: 'ws-1', name: 'Album Sessions' },
      { id: 'ws-2', name: 'Sketches' },
    ],
    value: 'default',
    onValueChange: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof WorkspaceSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultWorkspace: Story = {};
export const Chosen: Story = { args: { value: 'ws-1' } };
export const NoWorkspaces: Story = { args: { workspaces: [] } };
export const Creating: Story = { args: { creating: true } };
