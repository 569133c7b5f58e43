import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonaPicker } from './PersonaPicker';
import { FIXTURE_PERSONAS } from './fixtures/data';

const meta = {
  title: 'Create/PersonaPicker',
  component: PersonaPicker,
  args: {
    tab: 'mine',
    onTabChange: fn(),
    search: '',
    onSearchChange: fn(),
    mine: FIXTURE_PERSONAS,
    favorites: FIXTURE_PERSONAS.filter((p) => p.isLoved),
    selectedIds: [],
    onSelect: fn(),
    onCreateNew: fn(),
    onToggleLove: fn(),
    onPlayPreview: fn(),
    personaHref: (id: string) => `/persona/${id}`,
  },
} satisfies Meta<typeof PersonaPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MyPersonas: Story = {};
export const Selected: Story = { args: { selectedIds: ['persona-basso'] } };
/** No personas yet: 'No Personas' and what personas are for. */
export const NoPersonas: Story = { args: { mine: [] } };
/** A search with no match: 'No Personas found'. */
export const NoneFound: Story = { args: { mine: [], search: 'zzz' } };
export const Favorites: Story = { args: { tab: 'favorites' } };
/** No favorites: 'Favorite a persona to see it here.' */
export const NoFavorites: Story = { args: { tab: 'favorites', favorites: [] } };
/** The personas the user follows. */
export const Following: Story = {
  args: { tab: 'following', following: FIXTURE_PERSONAS.slice(1) },
};
/** No followed personas: 'Follow a Persona to see it here.' */
export const NoFollowed: Story = { args: { tab: 'following', following: [] } };
/** Without flag persona-search My Personas has no search box. */
export const WithoutSearch: Story = { args: { searchable: false } };
/** A persona search still running: the list is marked busy. */
export const Searching: Story = { args: { search: 'Bas', searching: true } };
