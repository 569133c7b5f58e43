import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOWNLOAD_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { DownloadFileModal } from './DownloadFileModal';
import { IDLE, wavProgress } from './download-state';

const usage = {
  downloads_used: 7,
  downloads_limit: 10,
  downloads_remaining: 3,
  has_unlimited_downloads: false,
  clip_owned_by_user: false,
};

const meta = {
  title: 'Modals/DownloadFileModal',
  component: DownloadFileModal,
  args: {
    open: true,
    onClose: fn(),
    format: 'mp3',
    songTitle: 'Night Drive',
    usage,
    run: IDLE,
    onDownload: fn(),
  },
} satisfies Meta<typeof DownloadFileModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quota from download-usage: '3 of 10 downloads left'. */
export const Mp3WithQuota: Story = {};
export const OwnSong: Story = { args: { usage: { ...usage, clip_owned_by_user: true } } };
export const QuotaUsed: Story = { args: { usage: { ...usage, downloads_remaining: 0 } } };
export const CheckingQuota: Story = { args: { usage: undefined } };
export const ContestBlocked: Story = { args: { blockReason: 'Contest entry.' } };
/** WAV conversion progress. */
export const WavConverting: Story = {
  args: {
    format: 'wav',
    run: { status: 'running', label: 'Preparing WAV file…', progress: wavProgress(9) },
  },
};
/** 'WAV file download timed out'. */
export const WavTimedOut: Story = {
  args: {
    format: 'wav',
    run: { status: 'failed', message: DOWNLOAD_MESSAGES.wavDownloadTimedOut },
  },
};
export const Downloaded: Story = { args: { run: { status: 'done', filename: 'Night Drive.mp3' } } };
/** 'Download failed, please try again.' */
export const Failed: Story = {
  args: { format: 'video', run: { status: 'failed', message: DOWNLOAD_MESSAGES.downloadFailed } },
};
