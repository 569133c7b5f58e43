import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HookFlowModal } from './HookFlowModal';

const songs = [
  { id: 's1', title: 'Harbor Song', durationS: 90, imageUrl: null },
  { id: 's2', title: 'Neon Skyline', durationS: 184, imageUrl: null },
];

const meta = {
  title: 'Video hooks/HookFlowModal',
  component: HookFlowModal,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'song',
    songs,
    song: null,
    video: { status: 'none' },
    trim: { videoStartS: 0, videoEndS: 30, songStartS: 0 },
    minTrimS: 10,
    fields: { title: '', caption: '', allowComments: true, showLyrics: true },
    problem: null,
    posting: false,
    onPickSong: fn(),
    onPickVideo: fn(),
    onTrim: fn(),
    onFields: fn(),
    onBack: fn(),
    onNext: fn(),
    onPost: fn(),
  },
} satisfies Meta<typeof HookFlowModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Select song in flow. */
export const SelectSong: Story = {};
export const NoSongSelected: Story = { args: { problem: 'Please select a song.' } };
/** Upload video in flow: nothing picked yet. */
export const UploadVideo: Story = { args: { step: 'video', song: songs[0] } };
export const Uploading: Story = {
  args: { step: 'video', song: songs[0], video: { status: 'uploading', percent: 20 } },
};
export const Processing: Story = {
  args: { step: 'video', song: songs[0], video: { status: 'processing' } },
};
export const TooShort: Story = {
  args: {
    step: 'video',
    song: songs[0],
    video: { status: 'failed', message: 'Video duration must be at least 10 seconds.' },
  },
};
/** A picked file that is not a video: refused before anything is uploaded. */
export const NotAVideo: Story = {
  args: {
    step: 'video',
    song: songs[0],
    video: { status: 'failed', message: 'Error trying to upload this video. Try another one?' },
  },
};
/** The video is up: its preview, the trim bar, the song start and the hook length. */
export const Trim: Story = {
  args: {
    step: 'video',
    song: songs[0],
    video: {
      status: 'ready',
      uploadId: 'u1',
      s3Id: 'u1',
      previewUrl: 'data:video/mp4;base64,',
      durationS: 40,
    },
    trim: { videoStartS: 4, videoEndS: 22, songStartS: 30 },
  },
};
export const UploadFailed: Story = {
  args: {
    step: 'video',
    song: songs[0],
    video: {
      status: 'failed',
      message: 'Video processing timed out.',
      description: 'Please check your network connection or try a different video.',
    },
  },
};
/** The post step. */
export const Post: Story = {
  args: {
    step: 'post',
    song: songs[0],
    fields: {
      title: 'Neon hook',
      caption: 'Ten seconds of light',
      allowComments: true,
      showLyrics: false,
    },
  },
};
export const Posting: Story = { args: { ...Post.args, posting: true } };
export const Locked: Story = {
  args: { ...Post.args, problem: 'Your account requires support assistance' },
};
