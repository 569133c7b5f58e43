import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HookPlayer, type HookView } from './HookPlayer';

const hook: HookView = {
  id: 'h1',
  title: 'Neon hook',
  caption: 'Ten seconds of light',
  handle: 'pro',
  status: 'rendered_failed_moderation',
  videoUrl: null,
  audioUrl: null,
  imageUrl: null,
  songId: 's1',
  songTitle: 'Harbor Song',
  songStartS: 0,
  videoStartS: 0,
  videoEndS: 12,
  errorMessage: 'The hook text did not pass moderation.',
};

const meta = {
  title: 'Video hooks/HookPlayer',
  component: HookPlayer,
  args: { state: 'ready', hook, onCopyLink: fn() },
} satisfies Meta<typeof HookPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FailedModeration: Story = {};
export const Rendering: Story = {
  args: {
    state: 'ready',
    hook: { ...hook, status: 'rendering', errorMessage: null },
    onCopyLink: fn(),
  },
};
export const ProcessingFailed: Story = {
  args: {
    state: 'ready',
    hook: { ...hook, status: 'error', errorMessage: 'The hook video could not be rendered.' },
    onCopyLink: fn(),
  },
};
export const Loading: Story = { args: { state: 'loading' } };
export const Unavailable: Story = { args: { state: 'unavailable' } };
