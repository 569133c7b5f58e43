import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { defaultClipFilters } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { ClipBrowserView } from './ClipBrowser';
import { FIRST_PAGE, TRASHED_CLIPS } from './fixtures/clips';
import { renderFixtureRow } from './fixtures/ClipRowFixture';

const meta = {
  title: 'Library/ClipBrowser',
  component: ClipBrowserView<Clip>,
  args: {
    filters: defaultClipFilters(),
    onFiltersChange: fn(),
    onReset: fn(),
    mode: 'infinite',
    onModeChange: fn(),
    status: 'ready',
    clips: FIRST_PAGE.slice(0, 6),
    renderClip: renderFixtureRow,
    hasMore: true,
    onLoadMore: fn(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onRestore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ClipBrowserView<Clip>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Infinite: Story = {};
export const LoadingMore: Story = { args: { loadingMore: true } };
export const EndOfList: Story = { args: { hasMore: false } };
export const PageMode: Story = { args: { mode: 'page', page: 2, pageCount: 3 } };
export const LastPage: Story = { args: { mode: 'page', page: 3, pageCount: 3 } };
export const Loading: Story = { args: { status: 'loading', clips: [] } };
export const FetchError: Story = {
  args: { status: 'error', clips: [], errorDetail: 'Library unavailable.' },
};
export const Filtered: Story = {
  args: {
    filters: {
      ...defaultClipFilters(),
      liked: true,
      stem: { presence: 'True' },
      searchText: 'neon',
    },
  },
};
export const SortedOldest: Story = {
  args: { filters: { sort: { sortBy: 'created_at', sortDirection: 'asc' } } },
};
export const EmptyLibrary: Story = { args: { clips: [] } };
export const EmptyFiltered: Story = {
  args: { clips: [], filters: { ...defaultClipFilters(), public: true } },
};
export const Trash: Story = {
  args: {
    filters: { ...defaultClipFilters(), trashed: true },
    clips: TRASHED_CLIPS,
    hasMore: false,
  },
};
export const TrashRestoring: Story = {
  args: {
    filters: { ...defaultClipFilters(), trashed: true },
    clips: TRASHED_CLIPS,
    hasMore: false,
    restoringIds: [TRASHED_CLIPS[0]?.id ?? ''],
  },
};
export const EmptyTrash: Story = {
  args: { filters: { ...defaultClipFilters(), trashed: true }, clips: [] },
};
