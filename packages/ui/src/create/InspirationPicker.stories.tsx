import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InspirationPicker } from './InspirationPicker';
import { FIXTURE_PLAYLISTS } from './fixtures/data';

const meta = {
  title: 'Create/InspirationPicker',
  component: InspirationPicker,
  args: {
    search: '',
    onSearchChange: fn(),
    playlists: FIXTURE_PLAYLISTS,
    selectedId: null,
    creating: false,
    onCreateNew: fn(),
    onSelect: fn(),
    onEndReached: fn(),
  },
} satisfies Meta<typeof InspirationPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 'No playlist selected'. */
export const Playlists: Story = {};
export const Selected: Story = { args: { selectedId: 'playlist-road' } };
/** 'Creating...' while the new playlist is made. */
export const Creating: Story = { args: { creating: true } };
/** 'No playlists found'. */
export const Empty: Story = { args: { playlists: [], search: 'zzz' } };
