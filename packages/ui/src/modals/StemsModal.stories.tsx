import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StemsModal } from './StemsModal';

/** 'Stems / MIDI'. */
const meta = {
  title: 'Modals/StemsModal',
  component: StemsModal,
  args: { open: true, onClose: fn(), songTitle: 'Night Drive', onSubmit: fn() },
} satisfies Meta<typeof StemsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Requesting: Story = { args: { busy: true } };
export const Started: Story = { args: { started: 2 } };
export const Failed: Story = { args: { error: 'Not allowed' } };
