import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Select, type SelectProps } from './Select';

const options = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'plays', label: 'Most played', disabled: true, hint: <Icon name="info" /> },
];

function Controlled(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return <Select {...args} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Sort', options, value: 'newest', onValueChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Placeholder: Story = { args: { value: '', placeholder: 'Choose an order' } };
export const Open: Story = { args: { defaultOpen: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Enter opens the list, arrows move, Enter picks; the trigger shows the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Oldest');
  },
};
