import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESCRIPTION_PROMPT_MAX_CHARS } from '@cadenza/sdk';
import { fn } from 'storybook/test';
import { SimpleModePanel } from './SimpleModePanel';

const meta = {
  title: 'Create/SimpleModePanel',
  component: SimpleModePanel,
  args: {
    simple: { prompt: '', instrumental: false },
    descriptionLimit: DESCRIPTION_PROMPT_MAX_CHARS,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SimpleModePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { simple: { prompt: 'A dreamy synth-pop song about summer nights', instrumental: false } },
};
export const Instrumental: Story = {
  args: { simple: { prompt: 'Ambient piano for rainy days', instrumental: true } },
};
export const OverLimit: Story = {
  args: { simple: { prompt: 'x'.repeat(DESCRIPTION_PROMPT_MAX_CHARS + 1), instrumental: false } },
};
