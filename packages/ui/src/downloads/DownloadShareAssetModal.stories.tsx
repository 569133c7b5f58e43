import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOWNLOAD_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { DownloadShareAssetModal } from './DownloadShareAssetModal';

const meta = {
  title: 'Modals/DownloadShareAssetModal',
  component: DownloadShareAssetModal,
  args: {
    open: true,
    onClose: fn(),
    run: { status: 'running', label: 'Rendering share asset…', progress: 30 },
    onRender: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof DownloadShareAssetModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rendering: Story = {};
export const Ready: Story = {
  args: { run: { status: 'done', filename: 'Night Drive - Share Asset.png' } },
};
/** 'Failed to create share asset'. */
export const CreateFailed: Story = {
  args: { run: { status: 'failed', message: DOWNLOAD_MESSAGES.failedToCreateShareAsset } },
};
/** 'Share asset generation failed'. */
export const RenderFailed: Story = {
  args: { run: { status: 'failed', message: DOWNLOAD_MESSAGES.shareAssetGenerationFailed } },
};
/** 'Share asset generation timed out'. */
export const TimedOut: Story = {
  args: { run: { status: 'failed', message: DOWNLOAD_MESSAGES.shareAssetGenerationTimedOut } },
};
