import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollArea } from './ScrollArea';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <p key={i} style={{ margin: 0, padding: '8px 12px' }}>
      Row {i + 1}
    </p>
  ));

const meta = {
  title: 'Primitives/ScrollArea',
  component: ScrollArea,
  args: { label: 'Rows', maxHeight: 200 },
} satisfies Meta<typeof ScrollArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = { args: { children: rows(3) } };
export const Overflowing: Story = { args: { children: rows(30) } };

const onEndReached = fn();

function Infinite() {
  const [count, setCount] = useState(10);
  return (
    <div style={{ width: 280 }}>
      <ScrollArea
        label="Rows"
        maxHeight={200}
        onEndReached={() => {
          onEndReached();
          setCount((n) => n + 10);
        }}
      >
        {rows(count)}
      </ScrollArea>
    </div>
  );
}

/** Scrolling to the end asks for more rows; the region is focusable and keys scroll it. */
export const InfiniteScroll: Story = {
  render: () => <Infinite />,
  play: async ({ canvasElement }) => {
    onEndReached.mockClear();
    const region = within(canvasElement).getByRole('region', { name: 'Rows' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(onEndReached).toHaveBeenCalled());
    await expect(within(region).getByText('Row 20')).toBeInTheDocument();
  },
  parameters: { visual: { disable: true } },
};
