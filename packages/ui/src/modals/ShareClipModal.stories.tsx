import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShareClipModal } from './ShareClipModal';

const meta = {
  title: 'Modals/ShareClipModal',
  component: ShareClipModal,
  args: {
    open: true,
    onClose: fn(),
    link: 'https://cadenza.test/s/abc123',
    title: 'Night Drive',
    copyState: 'idle',
    onCopy: fn(),
  },
} satisfies Meta<typeof ShareClipModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const CreatingLink: Story = { args: { link: null } };
export const Copied: Story = { args: { copyState: 'copied' } };
/** 'Clipboard not supported. Please copy the URL from the address bar.' */
export const ClipboardNotSupported: Story = { args: { copyState: 'unsupported' } };
