import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERSONA_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { CreatePersonaModal, emptyPersonaForm } from './CreatePersonaModal';
import { FIXTURE_PERSONA_SONGS } from '../modals/fixtures/data';

const form = emptyPersonaForm(true);

/** 'Create a Persona'. */
const meta = {
  title: 'Modals/CreatePersonaModal',
  component: CreatePersonaModal,
  args: {
    open: true,
    onClose: fn(),
    form: { ...form, baseClipId: 'clip-night' },
    onFormChange: fn(),
    songs: FIXTURE_PERSONA_SONGS,
    onCreateAvatar: fn(),
    onSave: fn(),
    onConfirmPublic: fn(),
    onCancelPublic: fn(),
  },
} satisfies Meta<typeof CreatePersonaModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BasedOnSong: Story = {};
/** 'You need to select a base clip!' */
export const NoBaseClip: Story = {
  args: { form, error: PERSONA_MESSAGES.baseClipRequired },
};
export const Filled: Story = {
  args: {
    form: {
      ...form,
      baseClipId: 'clip-night',
      name: 'Night Voice',
      avatarPrompt: 'A neon owl',
      description: 'Breathy synth-pop vocals',
    },
  },
};
export const CreatingAvatar: Story = {
  args: {
    form: { ...form, baseClipId: 'clip-night', avatarPrompt: 'A neon owl' },
    avatarBusy: true,
  },
};
/** 'Make Persona Public?' before a first public persona. */
export const ConfirmPublic: Story = { args: { confirmingPublic: true } };
export const NoSongs: Story = { args: { songs: [], form: { ...form, search: 'zzz' } } };
