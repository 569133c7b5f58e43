import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_QUEUE, LONG_TITLE_SONG, STREAMING_SONG } from './fixtures/clips';
import { QueuePanel } from './QueuePanel';

const meta = {
  title: 'Player/QueuePanel',
  component: QueuePanel,
  args: {
    clips: FIXTURE_QUEUE,
    index: 0,
    shuffle: false,
    onShuffleChange: fn(),
    onJump: fn(),
    onRemove: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof QueuePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithClips: Story = {};
export const CurrentInMiddle: Story = { args: { index: 1 } };
export const Shuffled: Story = { args: { shuffle: true } };
export const Empty: Story = { args: { clips: [] } };
export const LongAndStreaming: Story = {
  args: { clips: [...FIXTURE_QUEUE, STREAMING_SONG, LONG_TITLE_SONG], index: 3 },
};
