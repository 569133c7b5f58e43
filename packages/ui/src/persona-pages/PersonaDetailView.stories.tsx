import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ITEM_BASE_ARGS } from '../song/fixtures/item-stories';
import { SongRow } from '../song/SongRow';
import { MADE_WITH, persona } from './fixtures/personas';
import { PersonaDetailView } from './PersonaDetailView';
import { PersonaEditDialog } from './PersonaEditDialog';

const MINE = persona('p-1');
const THEIRS = persona('p-4', {
  name: 'Desert Choir',
  is_owned: false,
  user_id: 'user-2',
  user: { id: 'user-2', handle: 'mira' },
});

const meta = {
  title: 'Persona pages/PersonaDetailView',
  component: PersonaDetailView,
  args: {
    state: { kind: 'ready', persona: MINE },
    useHref: '/create?use_persona=made-1',
    personasHref: '/me/personas',
    signedIn: true,
    songs: { clips: MADE_WITH, total: 2, hasMore: false, onLoadMore: fn() },
    renderSongs: (clips, label) => (
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {clips.map((clip) => (
          <li key={clip.id}>
            <SongRow {...ITEM_BASE_ARGS} clip={clip} />
          </li>
        ))}
      </ul>
    ),
    onPlayVoice: fn(),
    onToggleLove: fn(),
    onToggleFollow: fn(),
    onUsePersona: fn(),
    onSetPublic: fn(),
    onEdit: fn(),
    onTrash: fn(),
    onRestore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PersonaDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's persona: Edit, the public switch and 'Move to trash'. */
export const Owner: Story = {};
/** Someone else's persona, loved and followed. */
export const Theirs: Story = {
  args: {
    state: { kind: 'ready', persona: { ...THEIRS, is_loved: true, is_following: true } },
  },
};
export const NoSongs: Story = {
  args: { songs: { clips: [], total: 0, hasMore: false, onLoadMore: fn() } },
};
export const MoreSongs: Story = {
  args: { songs: { clips: MADE_WITH, total: 45, hasMore: true, onLoadMore: fn() } },
};
export const Loading: Story = { args: { state: { kind: 'loading' } } };
/** A missing id, or someone else's private or trashed persona. */
export const Missing: Story = { args: { state: { kind: 'missing' } } };
/** The owner's own trashed persona: Restore. */
export const Trashed: Story = {
  args: { state: { kind: 'trashed', persona: { ...MINE, is_trashed: true } } },
};
export const LoadFailed: Story = { args: { state: { kind: 'error' } } };
export const Editing: Story = {
  render: (args) => (
    <>
      <PersonaDetailView {...args} />
      <PersonaEditDialog
        open
        initial={{ name: MINE.name, description: MINE.description }}
        onSave={fn()}
        onClose={fn()}
      />
    </>
  ),
};
