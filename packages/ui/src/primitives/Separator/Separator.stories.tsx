import type { Meta, StoryObj } from '@storybook/react-vite';
import { Separator } from './Separator';

const meta = { title: 'Primitives/Separator', component: Separator } satisfies Meta<
  typeof Separator
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <p>Above</p>
      <Separator />
      <p>Below</p>
    </div>
  ),
};
export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, height: 24, alignItems: 'center' }}>
      <span>Left</span>
      <Separator orientation="vertical" />
      <span>Right</span>
    </div>
  ),
};
export const Semantic: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Separator decorative={false} />
    </div>
  ),
};
