import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { fn } from 'storybook/test';
import { DiscoverPageView } from './DiscoverPage';
import { DISCOVER_SECTIONS, HISTORY, RECENT, SLOW_COVER, songSection } from './fixtures/sections';

/** The discover page: every kind of section, loading, error, nothing yet, long rows, slow covers. */
const meta = {
  title: 'Discover/DiscoverPage',
  component: DiscoverPageView,
  args: {
    status: 'ready',
    sections: DISCOVER_SECTIONS,
    hasMore: true,
    recent: RECENT,
    history: HISTORY,
    onPlaySection: fn(),
    onPlayRecent: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof DiscoverPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {};
export const Loading: Story = { args: { status: 'loading', sections: [] } };
export const LoadFailed: Story = { args: { status: 'error', sections: [] } };
/** A new listener: no sections yet, nothing played, nowhere visited. */
export const Empty: Story = {
  args: { sections: [], hasMore: false, recent: [], history: [] },
};
export const LongRows: Story = {
  args: {
    sections: [songSection('featured', 'Featured', 24), songSection('new', 'New this week', 18)],
    recent: Array.from({ length: 50 }, (_, i) => ({ id: `r-${i}`, title: `Played song ${i + 1}` })),
  },
};
/** Covers still on their way: each card shows its title's initial, never an empty box. */
export const CoversLoading: Story = {
  args: { sections: [songSection('featured', 'Featured', 6, SLOW_COVER)], hasMore: false },
  parameters: { msw: { handlers: [http.get(SLOW_COVER, () => delay('infinite'))] } },
};
