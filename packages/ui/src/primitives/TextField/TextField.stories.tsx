import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TITLE_MAX_CHARS, songTitleTooLong } from '@cadenza/sdk';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

function Controlled(args: TextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ width: 320 }}>
      <TextField {...args} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Title', value: '', onValueChange: () => undefined, placeholder: 'Song title' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Night Drive' } };
export const WithHint: Story = { args: { hint: 'Shown on the song page.' } };
export const WithError: Story = {
  args: { value: 'A very long title', error: songTitleTooLong(TITLE_MAX_CHARS) },
};
export const Disabled: Story = { args: { value: 'Night Drive', disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true, label: 'Search' } };

/** The label names the input; typing updates it. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Hello');
    await expect(input).toHaveValue('Hello');
  },
};
