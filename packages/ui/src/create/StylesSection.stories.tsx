import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_LENGTHS_LEGACY, MAX_LENGTHS_V4_5 } from '@cadenza/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StylesSection } from './StylesSection';
import { FIXTURE_SUGGESTIONS, emptyForm } from './fixtures/data';
import { FORM_LABELS } from './labels';

const custom = emptyForm('custom').custom;

const meta = {
  title: 'Create/StylesSection',
  component: StylesSection,
  args: {
    custom: { ...custom, styles: 'synthwave', excludeStyles: 'metal' },
    stylesLimit: MAX_LENGTHS_V4_5.tags,
    excludedLimit: MAX_LENGTHS_V4_5.negative_tags,
    suggestions: FIXTURE_SUGGESTIONS,
    showSuggestions: true,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof StylesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};
export const SuggestionsHidden: Story = { args: { showSuggestions: false } };
/** Older models allow fewer characters: the counter turns red past the limit. */
export const OverLimit: Story = {
  args: {
    custom: { ...custom, styles: 's'.repeat(MAX_LENGTHS_LEGACY.tags + 5) },
    stylesLimit: MAX_LENGTHS_LEGACY.tags,
    excludedLimit: MAX_LENGTHS_LEGACY.negative_tags,
  },
};
/** A recommended style is added to the styles. */
export const AddSuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: FORM_LABELS.addStyle('lofi') }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ styles: 'synthwave, lofi' });
  },
};
