import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommercialRightsModal } from './CommercialRightsModal';

const meta = {
  title: 'Modals/CommercialRightsModal',
  component: CommercialRightsModal,
  args: { open: true, onClose: fn(), songTitle: 'Night Drive', state: { status: 'eligible' } },
} satisfies Meta<typeof CommercialRightsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Eligible: Story = {};
export const Checking: Story = { args: { state: { status: 'checking' } } };
export const FreePlanSong: Story = {
  args: { state: { status: 'ineligible', reason: 'not_paid_plan', canUpgrade: true } },
};
export const RemixOfAnotherUser: Story = {
  args: { state: { status: 'ineligible', reason: 'remix_of_another_user', canUpgrade: false } },
};
