import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_LENGTHS_V4_5 } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { CustomModePanel } from './CustomModePanel';
import { FIXTURE_SUGGESTIONS, emptyForm } from './fixtures/data';
import { editCustom } from './form-edit';

const meta = {
  title: 'Create/CustomModePanel',
  component: CustomModePanel,
  args: {
    form: emptyForm('custom'),
    limits: MAX_LENGTHS_V4_5,
    mumbleAllowed: true,
    slidersSupported: true,
    onChange: fn(),
    lyricsGeneration: 'idle',
    onGenerateLyrics: fn(),
    onCancelLyrics: fn(),
    styleSuggestions: FIXTURE_SUGGESTIONS,
    showSuggestions: true,
  },
  decorators: [(Story) => <div style={{ width: 520 }}>{Story()}</div>],
} satisfies Meta<typeof CustomModePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    form: editCustom(emptyForm('custom'), {
      title: 'Night Drive',
      lyrics: '[Verse]\nNeon lights on the water',
      styles: 'synthwave, dreamy',
    }),
  },
};
