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
