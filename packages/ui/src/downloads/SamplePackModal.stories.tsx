import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOWNLOAD_MESSAGES } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { SamplePackModal } from './SamplePackModal';
import { IDLE } from './download-state';

const meta = {
  title: 'Modals/SamplePackModal',
  component: SamplePackModal,
  args: { open: true, onClose: fn(), songTitle: 'Night Drive', run: IDLE, onDownload: fn() },
} satisfies Meta<typeof SamplePackModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Zipping: Story = {
  args: { run: { status: 'running', label: 'Zipping stems…', progress: 50 } },
};
/** 'No high-quality stems found'. */
export const NoStems: Story = {
  args: { run: { status: 'failed', message: DOWNLOAD_MESSAGES.noHighQualityStems } },
};
/** 'Sample pack generation failed'. */
export const Failed: Story = {
  args: { run: { status: 'failed', message: DOWNLOAD_MESSAGES.samplePackGenerationFailed } },
};
