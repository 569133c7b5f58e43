import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, within } from 'storybook/test';
import { vars } from '../../theme';
import * as ContextMenu from './ContextMenu';

const meta: Meta<typeof ContextMenu.Root> = {
  title: 'Primitives/ContextMenu',
  component: ContextMenu.Root,
};
export default meta;
type Story = StoryObj<typeof meta>;

const Example = () => (
  <ContextMenu.Root modal={false}>
    <ContextMenu.Trigger asChild>
      <div
        tabIndex={0}
        aria-label="Song card"
        style={{
          width: 240,
          padding: 24,
          border: `1px dashed ${vars.color.borderStrong}`,
          borderRadius: 10,
        }}
      >
        Right-click this song
      </div>
    </ContextMenu.Trigger>
    <ContextMenu.Content>
      <ContextMenu.Item>Add to Queue</ContextMenu.Item>
      <ContextMenu.Item>Add to Playlist</ContextMenu.Item>
      <ContextMenu.Separator />
      <ContextMenu.Item disabled>Get Stems</ContextMenu.Item>
    </ContextMenu.Content>
  </ContextMenu.Root>
);

export const Closed: Story = { render: () => <Example /> };

/** A context-menu event opens it at the pointer; its items are menu items. */
export const Open: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    const target = within(canvasElement).getByLabelText('Song card');
    fireEvent.contextMenu(target, { clientX: 60, clientY: 40 });
    await expect(await screen.findByRole('menuitem', { name: 'Add to Queue' })).toBeVisible();
  },
};
