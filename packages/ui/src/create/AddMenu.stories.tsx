import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CREATE_FORM_PERSONA_PICKER } from '@cadenza/sdk';
import { AddMenu } from './AddMenu';
import { FIXTURE_INSPIRATION_CLIPS, FIXTURE_PERSONAS, FIXTURE_PLAYLISTS } from './fixtures/data';
import { ADD_MENU_LABELS } from './labels';

const meta = {
  title: 'Create/AddMenu',
  component: AddMenu,
  args: {
    personas: {
      tab: 'mine',
      onTabChange: fn(),
      search: '',
      onSearchChange: fn(),
      mine: FIXTURE_PERSONAS,
      favorites: FIXTURE_PERSONAS.filter((p) => p.isLoved),
      onSelect: fn(),
      onCreateNew: fn(),
      onToggleLove: fn(),
      onPlayPreview: fn(),
      personaHref: (id: string) => `/persona/${id}`,
    },
    inspiration: {
      search: '',
      onSearchChange: fn(),
      playlists: FIXTURE_PLAYLISTS,
      selectedId: null,
      creating: false,
      onCreateNew: fn(),
      onSelect: fn(),
    },
  },
} satisfies Meta<typeof AddMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Main: Story = { args: { defaultOpen: true } };
export const PersonasPanel: Story = { args: { defaultOpen: true, defaultPanel: 'personas' } };
export const InspoPanel: Story = { args: { defaultOpen: true, defaultPanel: 'inspo' } };

const inspirationClips = {
  search: '',
  onSearchChange: fn(),
  clips: FIXTURE_INSPIRATION_CLIPS,
  selectedIds: [FIXTURE_INSPIRATION_CLIPS[0]?.id ?? ''],
  onToggle: fn(),
};
/** The Inspo panel with its Playlist and Songs tabs, on the playlists. */
export const InspoPanelWithSongs: Story = {
  args: { defaultOpen: true, defaultPanel: 'inspo', inspirationClips },
};
/** The Inspo panel's Songs tab: the user's own songs picked as inspiration clips. */
export const InspoSongsTab: Story = {
  args: { defaultOpen: true, defaultPanel: 'inspo', defaultInspoTab: 'songs', inspirationClips },
};

/** Keyboard: open the menu, go to Personas, then back to the main state. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: ADD_MENU_LABELS.trigger }),
    );
    const personas = await screen.findByRole('button', {
      name: new RegExp(ADD_MENU_LABELS.personas),
    });
    personas.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(CREATE_FORM_PERSONA_PICKER.myPersonasTab)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: ADD_MENU_LABELS.back }));
    await expect(
      screen.getByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }),
    ).toBeVisible();
  },
};
