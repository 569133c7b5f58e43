import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddToPlaylistModal } from './AddToPlaylistModal';
import { FIXTURE_PLAYLISTS } from '../modals/fixtures/data';

const meta = {
  title: 'Modals/AddToPlaylistModal',
  component: AddToPlaylistModal,
  args: {
    open: true,
    onClose: fn(),
    playlists: FIXTURE_PLAYLISTS,
    search: '',
    onSearchChange: fn(),
    selectedId: null,
    onSelect: fn(),
    onCreateNew: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof AddToPlaylistModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playlists: Story = {};
export const Selected: Story = { args: { selectedId: 'pl-1' } };
export const Loading: Story = { args: { loading: true } };
/** 'No playlists found'. */
export const Empty: Story = { args: { playlists: [], search: 'zzz' } };
/** 'Creating...'. */
export const Creating: Story = { args: { creating: true } };
export const Failed: Story = {
  args: { selectedId: 'pl-1', error: 'Could not add the song to the playlist.' },
};
