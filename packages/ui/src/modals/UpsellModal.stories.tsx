import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpsellModal } from './UpsellModal';

/** A plan-gated song action opens the create form's upsell, reused. */
const meta = {
  title: 'Modals/UpsellModal',
  component: UpsellModal,
  args: { upsell: 'GetStems', onClose: fn() },
} satisfies Meta<typeof UpsellModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GatedFeature: Story = {};
