import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MY_PERSONAS, OTHERS_PERSONAS } from './fixtures/personas';
import type { Persona, PersonaListState } from './persona-view';
import { PersonaListView } from './PersonaListView';

const ready = (personas: readonly Persona[]): PersonaListState => ({
  kind: 'ready',
  personas,
});
const EMPTY: PersonaListState = { kind: 'ready', personas: [] };

const meta = {
  title: 'Persona pages/PersonaListView',
  component: PersonaListView,
  args: {
    tab: 'mine',
    onTabChange: fn(),
    lists: { mine: ready(MY_PERSONAS), favorites: EMPTY, following: EMPTY },
    onRetry: fn(),
    searchable: true,
    search: '',
    onSearchChange: fn(),
    onCreate: fn(),
    onPlayPreview: fn(),
    onToggleLove: fn(),
    onSetPublic: fn(),
    onTrash: fn(),
  },
} satisfies Meta<typeof PersonaListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyPersonas: Story = {};
/** More than a page: 'Load more'. */
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
export const Loading: Story = {
  args: { lists: { mine: { kind: 'loading' }, favorites: EMPTY, following: EMPTY } },
};
export const Empty: Story = {
  args: { lists: { mine: EMPTY, favorites: EMPTY, following: EMPTY } },
};
/** A search with no hits (flag persona-search). */
export const NoneFound: Story = {
  args: { search: 'zzz', lists: { mine: EMPTY, favorites: EMPTY, following: EMPTY } },
};
/** Without the persona-search flag there is no search box. */
export const NoSearch: Story = { args: { searchable: false } };
export const LoadFailed: Story = {
  args: { lists: { mine: { kind: 'error' }, favorites: EMPTY, following: EMPTY } },
};
export const Favorites: Story = {
  args: {
    tab: 'favorites',
    lists: { mine: EMPTY, favorites: ready(OTHERS_PERSONAS), following: EMPTY },
  },
};
export const NoFavorites: Story = { args: { tab: 'favorites' } };
export const NoFollowing: Story = { args: { tab: 'following' } };
