import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { handle } from '@cadenza/sdk/testing';
import { fn } from 'storybook/test';
import { StoryStore } from '../../social/fixtures/connected';
import { ContestList, type ContestListProps } from './ContestList';

function Connected(props: ContestListProps) {
  return (
    <StoryStore>
      <ContestList {...props} />
    </StoryStore>
  );
}

/** The connected contest list while GET /api/contests/ is on its way, and when it fails. */
const meta = {
  title: 'Contests/Connected/ContestList',
  component: Connected,
  args: { onNavigate: fn() },
} satisfies Meta<typeof Connected>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [handle('getContests', () => delay('infinite'))] } },
};
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        handle('getContests', () => HttpResponse.json({ detail: 'Down' }, { status: 503 })),
      ],
    },
  },
};
