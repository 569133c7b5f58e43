import type { Meta, StoryObj } from '@storybook/react-vite';
import { REMASTER_ERROR_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { RemasterModal } from './RemasterModal';
import { FIXTURE_CONTEST_SONG, FIXTURE_LONG_SONG, FIXTURE_SONG } from './fixtures/data';

const meta = {
  title: 'Modals/RemasterModal',
  component: RemasterModal,
  args: {
    open: true,
    onClose: fn(),
    clip: FIXTURE_SONG,
    title: 'Night Drive (Remastered)',
    onTitleChange: fn(),
    variation: 'normal',
    onVariationChange: fn(),
    canVary: true,
    onSubmit: fn(),
  },
} satisfies Meta<typeof RemasterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** Variation remaster without the VariationRemaster plan feature. */
export const VariationLocked: Story = { args: { canVary: false } };
/** 'Title too long.' past 80 characters. */
export const TitleTooLong: Story = { args: { title: 'x'.repeat(81) } };
/** 'Cannot remaster songs longer than 16 minutes'. */
export const TooLong: Story = { args: { clip: FIXTURE_LONG_SONG } };
/** 'Contest songs cannot be remastered'. */
export const ContestSong: Story = { args: { clip: FIXTURE_CONTEST_SONG } };
/** 'Remaster not allowed. Subscribe to access Remaster.' */
export const NotAllowed: Story = { args: { error: REMASTER_ERROR_MESSAGES.notAllowed } };
export const Failed: Story = { args: { error: REMASTER_ERROR_MESSAGES.failed } };
