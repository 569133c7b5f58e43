import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureSongs } from '../workspaces/fixtures';
import { REMIX_LABELS } from './labels';
import { RemixList } from './RemixList';

const meta = {
  title: 'Artist/RemixList',
  component: RemixList,
  args: {
    title: REMIX_LABELS.directChildren,
    emptyText: REMIX_LABELS.noDirectChildren,
    songs: fixtureSongs(3),
    total: 3,
    loading: false,
    failed: false,
    hasMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RemixList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Remixes: Story = {};
/** The first page of 20 of 45, with 'Load more'. */
export const FirstPageOfMany: Story = {
  args: { songs: fixtureSongs(20), total: 45, hasMore: true },
};
export const Empty: Story = { args: { songs: [], total: 0 } };
export const Loading: Story = { args: { songs: [], total: 0, loading: true } };
export const Failed: Story = { args: { songs: [], total: 0, failed: true } };
