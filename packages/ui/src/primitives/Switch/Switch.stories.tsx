import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

function Controlled(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return <Switch {...args} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Public', checked: false, onCheckedChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Space toggles it; its label names it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Public' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('data-state', 'checked');
  },
};
