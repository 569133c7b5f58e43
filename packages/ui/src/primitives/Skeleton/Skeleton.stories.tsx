import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: 240 } };
export const Circle: Story = { args: { width: 40, height: 40, round: true } };
/** A loading list row: the region says it is busy; the blocks are decorative. */
export const ListRow: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading personas"
      role="status"
      style={{ display: 'flex', gap: 12, width: 320 }}
    >
      <Skeleton width={40} height={40} round />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" height={12} />
      </div>
    </div>
  ),
};
