import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedPlayer } from './EmbedPlayer';

const meta = {
  title: 'Video/EmbedPlayer',
  component: EmbedPlayer,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 760, height: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmbedPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  args: {
    state: 'ready',
    songHref: '/song/clip-1',
    song: {
      id: 'clip-1',
      title: 'Night Drive',
      handle: 'pro',
      imageUrl: null,
      audioUrl: null,
      durationS: 154,
    },
  },
};
export const Loading: Story = { args: { state: 'loading' } };
/** A private or missing song. */
export const Unavailable: Story = { args: { state: 'unavailable' } };
