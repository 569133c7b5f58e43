import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeleteClipModal } from './DeleteClipModal';
import { DiscardChangesModal } from './DiscardChangesModal';
import { MakePersonaPublicDialog } from '../personas/CreatePersonaModal';
import { PinConfirmModal } from './PinConfirmModal';
import { PIN_LIMIT_CONFIRMATION, PRIVATE_SONG_CONFIRMATION } from './fixtures/data';

/** The confirmations of the song modals, each a thin component over ConfirmDialog. */
const meta = {
  title: 'Modals/Confirmations',
  component: PinConfirmModal,
  args: { confirmation: PRIVATE_SONG_CONFIRMATION, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof PinConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Pinning Private Song!'. */
export const PinningPrivateSong: Story = {};
/** 'Pin limit reached!' with 'You can only pin up to 5 songs...'. */
export const PinLimitReached: Story = { args: { confirmation: PIN_LIMIT_CONFIRMATION } };
export const Pinning: Story = { args: { busy: true } };
/** 'Discard Changes?'. */
export const DiscardChanges: Story = {
  render: () => <DiscardChangesModal open onDiscard={fn()} onKeepEditing={fn()} />,
};
/** Delete clip. */
export const DeleteClip: Story = {
  render: () => <DeleteClipModal open hasPersona={false} onDelete={fn()} onCancel={fn()} />,
};
/** Delete clip of a song with a persona: the hint to delete the persona first. */
export const DeleteClipWithPersona: Story = {
  render: () => <DeleteClipModal open hasPersona onDelete={fn()} onCancel={fn()} />,
};
/** 'Clip could not be deleted.' with the persona hint. */
export const DeleteClipFailed: Story = {
  render: () => <DeleteClipModal open hasPersona failed onDelete={fn()} onCancel={fn()} />,
};
/** 'Make Persona Public?'. */
export const MakePersonaPublic: Story = {
  render: () => <MakePersonaPublicDialog open onConfirm={fn()} onCancel={fn()} />,
};
