import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Slider, type SliderProps } from './Slider';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { label: 'Weirdness', value: 50, onValueChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: SliderProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ width: 320 }}>
      <Slider {...args} value={value} onValueChange={setValue} />
    </div>
  );
}

export const Default: Story = {};
export const Percent: Story = {
  args: { label: 'Style Influence', value: 75, formatValue: (v) => `${v}%` },
};
export const Disabled: Story = { args: { disabled: true } };

/** The thumb is named by the label; arrow keys change the value. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Weirdness' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '52');
  },
};
