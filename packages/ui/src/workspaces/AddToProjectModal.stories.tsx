import type { Meta, StoryObj } from '@storybook/react-vite';
import { WORKSPACE_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { AddToProjectModal } from './AddToProjectModal';
import { FIXTURE_WORKSPACES } from '../modals/fixtures/data';

const meta = {
  title: 'Modals/AddToProjectModal',
  component: AddToProjectModal,
  args: {
    open: true,
    onClose: fn(),
    workspaces: FIXTURE_WORKSPACES,
    selectedId: null,
    onSelect: fn(),
    onMove: fn(),
  },
} satisfies Meta<typeof AddToProjectModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Workspaces: Story = {};
export const Selected: Story = { args: { selectedId: 'ws-2' } };
export const Empty: Story = { args: { workspaces: [] } };
/** 'Unknown error occurred'. */
export const Failed: Story = {
  args: { selectedId: 'ws-2', error: WORKSPACE_MESSAGES.unknownError },
};
