import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PERSONA_MESSAGES } from '@cadenza/sdk';
import { Button } from '../Button';
import * as AlertDialog from './AlertDialog';

const meta: Meta<typeof AlertDialog.Root> = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog.Root,
  args: { onOpenChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const Example = (props: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) => (
  <AlertDialog.Root {...props}>
    <AlertDialog.Trigger asChild>
      <Button variant="danger">Delete</Button>
    </AlertDialog.Trigger>
    <AlertDialog.Content>
      <AlertDialog.Title>{PERSONA_MESSAGES.makePublicTitle}</AlertDialog.Title>
      <AlertDialog.Description>Anyone will be able to use this persona.</AlertDialog.Description>
      <AlertDialog.Footer>
        <AlertDialog.Cancel asChild>
          <Button variant="ghost">Cancel</Button>
        </AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button variant="primary">Confirm</Button>
        </AlertDialog.Action>
      </AlertDialog.Footer>
    </AlertDialog.Content>
  </AlertDialog.Root>
);

export const Closed: Story = { render: (args) => <Example {...args} /> };
export const Open: Story = { render: (args) => <Example {...args} defaultOpen /> };

/** Focus starts on Cancel; Escape closes without confirming. */
export const KeyboardCancel: Story = {
  render: (args) => <Example {...args} defaultOpen />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: PERSONA_MESSAGES.makePublicTitle,
    });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
