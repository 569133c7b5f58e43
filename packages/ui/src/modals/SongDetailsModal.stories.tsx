import type { Meta, StoryObj } from '@storybook/react-vite';
import { LYRICS_EDIT_MESSAGES, SONG_METADATA_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { SongDetailsModal } from './SongDetailsModal';
import { FIXTURE_DRAFT } from './fixtures/data';

const meta = {
  title: 'Modals/SongDetailsModal',
  component: SongDetailsModal,
  args: {
    open: true,
    onClose: fn(),
    draft: FIXTURE_DRAFT,
    onDraftChange: fn(),
    lyricsMax: 60,
    onImageFile: fn(),
    onVideoFile: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof SongDetailsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {};
/** 'That title is too long. Please try a shorter title (max 100 characters).' */
export const TitleTooLong: Story = {
  args: { draft: { ...FIXTURE_DRAFT, title: 'x'.repeat(101) } },
};
/** 'Those lyrics are too long. Please try shorter lyrics (max 60 characters).' */
export const LyricsTooLong: Story = {
  args: { draft: { ...FIXTURE_DRAFT, lyrics: 'la '.repeat(30) } },
};
/** The caption's @mentions. */
export const CaptionWithMentions: Story = {
  args: { draft: { ...FIXTURE_DRAFT, caption: 'Made with @sam and @lee.' } },
};
export const NewCoverChosen: Story = {
  args: { draft: { ...FIXTURE_DRAFT, imageFileName: 'cover.png', videoFileName: 'loop.mp4' } },
};
export const CoverNotAccepted: Story = {
  args: { draft: { ...FIXTURE_DRAFT, imageFileName: 'cover.gif' } },
};
export const CoverRemoved: Story = {
  args: { draft: { ...FIXTURE_DRAFT, removeImage: true, removeVideo: true } },
};
export const Saving: Story = { args: { busy: true } };
/** 'Network Error'. */
export const NetworkError: Story = { args: { error: SONG_METADATA_MESSAGES.network } };
/** "Those lyrics didn't pass moderation. Please try again." */
export const LyricsModeration: Story = { args: { error: LYRICS_EDIT_MESSAGES.moderation } };
