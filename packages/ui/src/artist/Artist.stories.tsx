import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureSongs } from '../workspaces/fixtures';
import { ArtistPage } from './ArtistPage';

const meta = {
  title: 'Artist/ArtistPage',
  component: ArtistPage,
  args: {
    load: 'ready',
    handle: 'pro',
    stats: { followers: 12, following: 3, songs: 20, plays: 4821, remixesInspired: 2 },
    pinned: fixtureSongs(2),
    pinLimit: 5,
    top: fixtureSongs(6),
    onOpenProfile: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ArtistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const NothingYet: Story = {
  args: {
    stats: { followers: 0, following: 0, songs: 0, plays: 0, remixesInspired: 0 },
    pinned: [],
    top: [],
  },
};
export const LongLists: Story = { args: { pinned: fixtureSongs(5), top: fixtureSongs(20) } };
export const Loading: Story = { args: { load: 'loading', stats: null } };
export const Failed: Story = { args: { load: 'error', stats: null } };
