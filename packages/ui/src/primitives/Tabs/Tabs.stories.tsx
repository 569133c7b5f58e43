import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as Tabs from './Tabs';

const meta: Meta<typeof Tabs.Root> = { title: 'Primitives/Tabs', component: Tabs.Root };
export default meta;
type Story = StoryObj<typeof meta>;

const Example = ({ value }: { value: string }) => (
  <Tabs.Root defaultValue={value}>
    <Tabs.List aria-label="Personas">
      <Tabs.Trigger value="mine">Mine</Tabs.Trigger>
      <Tabs.Trigger value="favorites">Favorites</Tabs.Trigger>
      <Tabs.Trigger value="following" disabled>
        Following
      </Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="mine">First panel.</Tabs.Content>
    <Tabs.Content value="favorites">Second panel.</Tabs.Content>
    <Tabs.Content value="following">Third panel.</Tabs.Content>
  </Tabs.Root>
);

export const FirstSelected: Story = { render: () => <Example value="mine" /> };
export const SecondSelected: Story = { render: () => <Example value="favorites" /> };

/** Arrow keys move between tabs and select them (the disabled one is skipped). */
export const Keyboard: Story = {
  render: () => <Example value="mine" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const favorites = canvas.getByRole('tab', { name: 'Favorites' });
    await expect(favorites).toHaveFocus();
    await expect(favorites).toHaveAttribute('data-state', 'active');
  },
};
