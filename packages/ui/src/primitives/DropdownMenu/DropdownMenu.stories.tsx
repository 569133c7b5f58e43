import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import * as DropdownMenu from './DropdownMenu';

const meta: Meta<typeof DropdownMenu.Root> = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu.Root,
};
export default meta;
type Story = StoryObj<typeof meta>;

const onSelect = fn();

const Example = ({ open }: { open?: boolean }) => (
  <DropdownMenu.Root {...(open ? { defaultOpen: true } : {})} modal={false}>
    <DropdownMenu.Trigger asChild>
      <Button>Options</Button>
    </DropdownMenu.Trigger>
    <DropdownMenu.Content align="start" sideOffset={4}>
      <DropdownMenu.Label>Song</DropdownMenu.Label>
      <DropdownMenu.Item onSelect={onSelect}>Add to Queue</DropdownMenu.Item>
      <DropdownMenu.Item disabled>Open in Studio</DropdownMenu.Item>
      <DropdownMenu.CheckboxItem checked>Allow Comments</DropdownMenu.CheckboxItem>
      <DropdownMenu.Separator />
      <DropdownMenu.RadioGroup value="newest">
        <DropdownMenu.RadioItem value="newest">Newest</DropdownMenu.RadioItem>
        <DropdownMenu.RadioItem value="oldest">Oldest</DropdownMenu.RadioItem>
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger>Share to...</DropdownMenu.SubTrigger>
        <DropdownMenu.SubContent>
          <DropdownMenu.Item>Copy Link</DropdownMenu.Item>
        </DropdownMenu.SubContent>
      </DropdownMenu.Sub>
    </DropdownMenu.Content>
  </DropdownMenu.Root>
);

export const Closed: Story = { render: () => <Example /> };
export const Open: Story = { render: () => <Example open /> };

/** Enter opens the menu, arrows move the highlight, Enter selects, focus returns. */
export const Keyboard: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Options' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Add to Queue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};
