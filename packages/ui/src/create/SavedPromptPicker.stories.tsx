import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SavedPromptPicker } from './SavedPromptPicker';
import { FIXTURE_SAVED_LYRICS, FIXTURE_SAVED_STYLES } from './fixtures/data';

const meta = {
  title: 'Create/SavedPromptPicker',
  component: SavedPromptPicker,
  args: {
    kind: 'lyrics',
    prompts: FIXTURE_SAVED_LYRICS,
    search: '',
    onSearchChange: fn(),
    onUse: fn(),
    onDelete: fn(),
    onSave: fn(),
  },
  decorators: [(Story) => <div style={{ paddingLeft: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SavedPromptPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const LyricsOpen: Story = { args: { defaultOpen: true } };
export const StylesOpen: Story = {
  args: { defaultOpen: true, kind: 'tags', prompts: FIXTURE_SAVED_STYLES },
};
export const Empty: Story = { args: { defaultOpen: true, prompts: [], saveDisabled: true } };
export const Saving: Story = { args: { defaultOpen: true, saving: true } };
