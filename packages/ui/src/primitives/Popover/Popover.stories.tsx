import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import * as Popover from './Popover';

const meta: Meta<typeof Popover.Root> = { title: 'Primitives/Popover', component: Popover.Root };
export default meta;
type Story = StoryObj<typeof meta>;

const Example = ({ open }: { open?: boolean }) => (
  <Popover.Root {...(open ? { defaultOpen: true } : {})}>
    <Popover.Trigger asChild>
      <Button>Details</Button>
    </Popover.Trigger>
    <Popover.Content aria-label="Details" align="start">
      <p style={{ margin: 0 }}>Floating content anchored to its trigger.</p>
    </Popover.Content>
  </Popover.Root>
);

export const Closed: Story = { render: () => <Example /> };
export const Open: Story = { render: () => <Example open /> };

/** Enter opens it and moves focus inside; Escape closes it and focus returns. */
export const Keyboard: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
