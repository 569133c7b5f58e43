import type { Meta, StoryObj } from '@storybook/react-vite';
import { UPSAMPLE_DEFAULTS } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { UpsampleModelSelectModal } from './UpsampleModelSelectModal';

const meta = {
  title: 'Modals/UpsampleModelSelectModal',
  component: UpsampleModelSelectModal,
  args: {
    open: true,
    onClose: fn(),
    clipId: 'clip-night',
    models: [
      { value: 'chirp-crow', label: 'v5' },
      { value: 'chirp-bluejay', label: 'v4.5+' },
    ],
    model: 'chirp-crow',
    onModelChange: fn(),
    tags: 'synthwave, dreamy',
    onTagsChange: fn(),
    params: UPSAMPLE_DEFAULTS,
    onParamsChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof UpsampleModelSelectModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every parameter at its default (none is sent). */
export const Defaults: Story = {};
export const Adjusted: Story = {
  args: { params: { ...UPSAMPLE_DEFAULTS, freedom: 0.4, clarity: 0.8, stereo_width: 0.2 } },
};
export const Sending: Story = { args: { busy: true } };
