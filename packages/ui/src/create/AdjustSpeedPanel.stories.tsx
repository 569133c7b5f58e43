import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdjustSpeedPanel } from './AdjustSpeedPanel';

const meta = {
  title: 'Create/AdjustSpeedPanel',
  component: AdjustSpeedPanel,
  args: { adjustSpeed: { clipId: null, speedMultiplier: 1, keepPitch: false }, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AdjustSpeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoClip: Story = {};
export const WithClip: Story = {
  args: {
    adjustSpeed: { clipId: 'clip-night', speedMultiplier: 1.5, keepPitch: true },
    clip: { title: 'Night Drive' },
  },
};
export const Slower: Story = {
  args: {
    adjustSpeed: { clipId: 'clip-night', speedMultiplier: 0.75, keepPitch: false },
    clip: { title: 'Night Drive' },
  },
};
