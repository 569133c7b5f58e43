import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

/** A data-URL image so the story never touches the network. */
const IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#5b7cfa"/><circle cx="20" cy="16" r="8" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Nova Lane' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithImage: Story = { args: { src: IMAGE } };
export const Small: Story = { args: { size: 'small' } };
export const Square: Story = { args: { shape: 'square', src: IMAGE } };
/** Beside its name the avatar is hidden from assistive technology. */
export const Decorative: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar name="Nova Lane" size="small" decorative />
      Nova Lane
    </span>
  ),
};
