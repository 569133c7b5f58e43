import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedPlayer } from './EmbedPlayer';

const meta = {
  title: 'Video/EmbedPlayer',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 760, height: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
// The props are a union by state, so each story renders its own state.
type Story = StoryObj;

const song = {
  id: 'clip-1',
  title: 'Night Drive',
  handle: 'pro',
  imageUrl: null,
  audioUrl: null,
  durationS: 154,
};

export const Ready: Story = {
  render: () => <EmbedPlayer state="ready" songHref="/song/clip-1" song={song} />,
};
export const Loading: Story = { render: () => <EmbedPlayer state="loading" /> };
/** A private or missing song. */
export const Unavailable: Story = { render: () => <EmbedPlayer state="unavailable" /> };
