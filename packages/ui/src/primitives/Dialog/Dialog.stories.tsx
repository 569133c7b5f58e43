import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { Button } from '../Button';
import * as Dialog from './Dialog';

const meta = { title: 'Primitives/Dialog', component: Dialog.Root } satisfies Meta<
  typeof Dialog.Root
>;
export default meta;
type Story = StoryObj<typeof meta>;

const Example = ({ defaultOpen }: { defaultOpen?: boolean }) => (
  <Dialog.Root {...(defaultOpen ? { defaultOpen } : {})}>
    <Dialog.Trigger asChild>
      <Button>Song Details</Button>
    </Dialog.Trigger>
    <Dialog.Content>
      <Dialog.Title>Song Details</Dialog.Title>
      <Dialog.Description>Edit the title and the cover of your song.</Dialog.Description>
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.Close>
        <Button variant="primary">Save</Button>
      </Dialog.Footer>
    </Dialog.Content>
  </Dialog.Root>
);

export const Closed: Story = { render: () => <Example /> };
export const Open: Story = { render: () => <Example defaultOpen /> };

/** Enter on the trigger opens it with focus inside; Escape closes it and focus returns. */
export const KeyboardOpenAndClose: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Song Details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Song Details' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
