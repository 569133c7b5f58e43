import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SongVideoPanel } from './SongVideoPanel';

const meta = {
  title: 'Video/SongVideoPanel',
  component: SongVideoPanel,
  args: {
    title: 'Night Drive',
    model: { state: { kind: 'none' }, action: 'generate' },
    onGenerate: fn(),
  },
} satisfies Meta<typeof SongVideoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No video yet: its owner may generate one. */
export const NoVideo: Story = {};
/** Not the viewer's song (or no GenerateSongVideo): nothing to do. */
export const NoVideoNotYours: Story = {
  args: { model: { state: { kind: 'none' }, action: null } },
};
export const Rendering: Story = {
  args: { model: { state: { kind: 'rendering', progress: 35 }, action: null } },
};
export const Ready: Story = {
  args: {
    model: { state: { kind: 'ready', url: '', stale: false }, action: 'regenerate' },
  },
};
/** Lyrics edited since the video was made. */
export const Stale: Story = {
  args: { model: { state: { kind: 'ready', url: '', stale: true }, action: 'regenerate' } },
};
export const Failed: Story = {
  args: {
    model: { state: { kind: 'failed', message: 'Error generating video' }, action: 'generate' },
  },
};
export const TimedOut: Story = {
  args: {
    model: {
      state: { kind: 'failed', message: 'Video generation timed out. Please try again.' },
      action: 'generate',
    },
  },
};
