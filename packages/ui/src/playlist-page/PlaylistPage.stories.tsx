import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureEntries, fixturePlaylist } from './fixtures/playlists';
import { PlaylistPageView } from './PlaylistPage';

const meta = {
  title: 'Playlists/PlaylistPage',
  component: PlaylistPageView,
  args: {
    state: 'ready',
    playlist: fixturePlaylist(),
    entries: fixtureEntries(5),
    initialHeight: 400,
    onRename: fn(),
    onDescribe: fn(),
    onPublicChange: fn(),
    onLike: fn(),
    onTrash: fn(),
    onRestore: fn(),
    onChangeImage: fn(),
    onRegenerate: fn(),
    onPlayAll: fn(),
    onShuffle: fn(),
    onPlay: fn(),
    onMove: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PlaylistPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const OwnerWithRegenerate: Story = { args: { canRegenerate: true } };
export const JustCreated: Story = {
  args: {
    playlist: fixturePlaylist({
      name: 'Untitled',
      description: null,
      image_url: null,
      num_total_results: 0,
      upvote_count: 0,
      play_count: 0,
    }),
    entries: [],
    focusName: true,
  },
};
export const Visitor: Story = {
  args: { playlist: fixturePlaylist({ is_owned: false, is_liked: true, upvote_count: 3 }) },
};
export const VisitorEmpty: Story = {
  args: {
    playlist: fixturePlaylist({ is_owned: false, num_total_results: 0, description: null }),
    entries: [],
  },
};
export const FiveHundredSongs: Story = {
  args: {
    playlist: fixturePlaylist({ name: 'Everything', num_total_results: 500 }),
    entries: fixtureEntries(500),
  },
};
export const Loading: Story = { args: { state: 'loading', playlist: undefined, entries: [] } };
export const NotFound: Story = { args: { state: 'not-found', playlist: undefined, entries: [] } };
export const Trashed: Story = { args: { state: 'trashed' } };
export const LoadError: Story = {
  args: { state: 'error', playlist: undefined, entries: [], errorDetail: 'Service unavailable.' },
};
