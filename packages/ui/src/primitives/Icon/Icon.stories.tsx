import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICON_NAMES } from './Icon';

const meta = { title: 'Primitives/Icon', component: Icon, args: { name: 'music' } } satisfies Meta<
  typeof Icon
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set, with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 120px)',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon name={name} size={20} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
export const Large: Story = { args: { name: 'sparkle', size: 32 } };
