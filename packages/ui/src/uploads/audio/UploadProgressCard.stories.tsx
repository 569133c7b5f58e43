import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { UPLOAD_MESSAGES } from '@cadenza/sdk';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import { UploadProgressCard } from './UploadProgressCard';

/**
 * The upload-progress card (2-studio §2, §4): '{file} is coming', 20 % uploading, 75 %
 * initializing, the vocals state, 100 % complete with Continue, a failure with Retry.
 */
const meta = {
  title: 'Uploads/UploadProgressCard',
  component: UploadProgressCard,
  args: {
    fileNames: ['porch-riff.wav'],
    state: { kind: 'running', status: 'uploading', percent: 20 },
    onCancel: fn(),
    onRetry: fn(),
    onContinue: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 460, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ args }) => {
    await expect(screen.getByText('porch-riff.wav is coming')).toBeVisible();
    await screen.getByRole('button', { name: L.cancel }).click();
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Initializing: Story = {
  args: { state: { kind: 'running', status: 'initializing', percent: 75 } },
};

export const VocalsDetected: Story = {
  args: { state: { kind: 'running', status: 'vocals_detected', percent: null } },
};

export const TwoFiles: Story = {
  args: { fileNames: ['porch-riff.wav', 'vocal-take.wav'] },
  play: async () => {
    await expect(screen.getByText('2 Files Uploading...')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { state: { kind: 'complete', title: 'Porch Riff', vocals: false } },
};

export const InvalidUpload: Story = {
  args: { state: { kind: 'failed', message: UPLOAD_MESSAGES.invalidUpload } },
};

export const ProcessingError: Story = {
  args: {
    state: {
      kind: 'failed',
      message: 'Audio could not be processed.',
      description: UPLOAD_MESSAGES.differentAudioFile,
    },
  },
};
