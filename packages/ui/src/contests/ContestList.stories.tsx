import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContestListView } from './ContestList';

/** The contest list: open and ended contests, and none. */
const meta = {
  title: 'Contests/ContestList',
  component: ContestListView,
  args: {
    contests: [
      {
        id: 'c1',
        name: 'Remix Challenge',
        description: 'Cover or extend one of the base songs.',
        active: true,
        endDate: 'Dec 17, 2026',
      },
      {
        id: 'c2',
        name: 'Winter Jam',
        description: 'A finished contest.',
        active: false,
        endDate: 'Oct 27, 2026',
      },
    ],
    hrefOf: (id: string) => `/contest/${id}`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof ContestListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEnded: Story = {};
export const Empty: Story = { args: { contests: [] } };
export const ManyContests: Story = {
  args: {
    contests: Array.from({ length: 14 }, (_, i) => ({
      id: `c${i + 1}`,
      name: `Remix Challenge ${i + 1}`,
      description: 'Cover, extend or remix one of the base songs.',
      active: i % 3 !== 2,
      endDate: `Dec ${(i % 28) + 1}, 2026`,
    })),
  },
};
