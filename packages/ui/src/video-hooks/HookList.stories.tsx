import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HookList } from './HookList';
import type { HookView } from './HookPlayer';

const base: HookView = {
  id: 'h1',
  title: 'Neon hook',
  caption: null,
  handle: 'pro',
  status: 'rendered_passed_moderation',
  videoUrl: null,
  audioUrl: null,
  imageUrl: null,
  songId: 's1',
  songTitle: 'Harbor Song',
  songStartS: 0,
  videoStartS: 0,
  videoEndS: 12,
};

const meta = {
  title: 'Video hooks/HookList',
  component: HookList,
  args: {
    mine: [
      { ...base, id: 'h2', title: 'Morning take', status: 'rendering' },
      base,
      { ...base, id: 'h3', title: 'Late set', status: 'rendered_failed_moderation' },
    ],
    feed: [base, { ...base, id: 'h4', title: 'Skyline loop', handle: 'premier' }],
    onNewHook: fn(),
  },
} satisfies Meta<typeof HookList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHooks: Story = {};
export const Empty: Story = { args: { mine: [], feed: [] } };
export const Loading: Story = { args: { mine: null, feed: null } };
