import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_LENGTHS_V4_5 } from '@cadenza/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LyricsSection } from './LyricsSection';
import { emptyForm } from './fixtures/data';
import { FORM_LABELS } from './labels';

const custom = emptyForm('custom').custom;

const meta = {
  title: 'Create/LyricsSection',
  component: LyricsSection,
  args: {
    custom: { ...custom, lyrics: '[Verse]\nNeon lights on the water' },
    lyricsLimit: MAX_LENGTHS_V4_5.prompt,
    mumbleAllowed: true,
    onChange: fn(),
    generation: 'idle',
    onGenerate: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof LyricsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomLyrics: Story = {};
export const WithIdea: Story = {
  args: { custom: { ...custom, lyricsPrompt: 'a song about the sea' } },
};
/** Writing lyrics: the button shows its spinner and Cancel appears. */
export const Generating: Story = {
  args: { custom: { ...custom, lyricsPrompt: 'a song about the sea' }, generation: 'loading' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: FORM_LABELS.cancelLyrics }),
    );
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const Auto: Story = { args: { custom: { ...custom, lyricsMode: 'auto' } } };
export const InstrumentalMode: Story = {
  args: { custom: { ...custom, lyricsMode: 'instrumental' } },
};
export const Manual: Story = {
  args: { custom: { ...custom, lyricsMode: 'manual', lyrics: '[Intro]\n[Instrumental]' } },
};
/** Mumble is offered only for bluejay and crow: disabled here. */
export const MumbleUnavailable: Story = { args: { mumbleAllowed: false } };
export const Collapsed: Story = { args: { custom: { ...custom, lyricsExpanded: false } } };
