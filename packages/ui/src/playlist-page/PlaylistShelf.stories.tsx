import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureShelf } from './fixtures/playlists';
import { PlaylistShelf } from './PlaylistShelf';

const meta = {
  title: 'Playlists/PlaylistShelf',
  component: PlaylistShelf,
  args: {
    mine: fixtureShelf(5),
    liked: fixtureShelf(2, 'Liked'),
    onCreate: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof PlaylistShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaylists: Story = {};
export const MoreToLoad: Story = { args: { mine: fixtureShelf(12), mineHasMore: true } };
export const Creating: Story = { args: { creating: true } };
export const Empty: Story = { args: { mine: [], liked: [] } };
export const Loading: Story = { args: { loading: true, mine: [], liked: [] } };
