import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as ToggleGroup from './ToggleGroup';

const meta: Meta<typeof ToggleGroup.Root> = {
  title: 'Primitives/ToggleGroup',
  component: ToggleGroup.Root,
};
export default meta;
type Story = StoryObj<typeof meta>;

const Example = ({ value }: { value?: string }) => (
  <ToggleGroup.Root aria-label="Vocal gender" {...(value ? { defaultValue: value } : {})}>
    <ToggleGroup.Item value="male">Male</ToggleGroup.Item>
    <ToggleGroup.Item value="female">Female</ToggleGroup.Item>
    <ToggleGroup.Item value="unspecified" disabled>
      Any
    </ToggleGroup.Item>
  </ToggleGroup.Root>
);

export const NoneSelected: Story = { render: () => <Example /> };
export const OneSelected: Story = { render: () => <Example value="female" /> };

/** Arrow keys move between items; Space selects. */
export const Keyboard: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    const female = within(canvasElement).getByRole('radio', { name: 'Female' });
    await expect(female).toHaveAttribute('data-state', 'on');
  },
};
