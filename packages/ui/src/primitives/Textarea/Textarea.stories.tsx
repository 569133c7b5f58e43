import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DESCRIPTION_PROMPT_MAX_CHARS } from '@cadenza/sdk';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea, type TextareaProps } from './Textarea';

function Controlled(args: TextareaProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ width: 420 }}>
      <Textarea {...args} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: {
    label: 'Song description',
    value: '',
    onValueChange: () => undefined,
    limit: DESCRIPTION_PROMPT_MAX_CHARS,
    placeholder: 'A dreamy synth-pop song about summer nights',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithinLimit: Story = {
  args: { value: 'A dreamy synth-pop song about summer nights' },
};
export const AtLimit: Story = { args: { value: 'x'.repeat(DESCRIPTION_PROMPT_MAX_CHARS) } };
export const OverLimit: Story = { args: { value: 'x'.repeat(DESCRIPTION_PROMPT_MAX_CHARS + 1) } };
export const NoCounter: Story = { args: { limit: undefined, label: 'Lyrics' } };
export const Disabled: Story = { args: { value: 'Locked text', disabled: true } };

/** The counter follows the length and describes the textarea. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Song description' });
    await userEvent.type(box, 'Hello');
    await expect(canvas.getByText(`5/${DESCRIPTION_PROMPT_MAX_CHARS}`)).toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription(`5/${DESCRIPTION_PROMPT_MAX_CHARS}`);
  },
};
