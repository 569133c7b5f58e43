/**
 * The clip browser view (3-library-social §2 Clip browser, §3 Clip filters, §4 Trash): each
 * clip through renderClip; filters, search, sort, view and mode change the filters value; the
 * infinite footer loads more, the pager moves pages; the trashed view restores; the loading,
 * 'Error fetching clips' and empty states.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { defaultClipFilters, LIBRARY_MESSAGES } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { ThemeProvider } from '../theme';
import { ClipBrowserView, type ClipBrowserViewProps } from './ClipBrowser';
import { FIRST_PAGE, TRASHED_CLIPS } from './fixtures/clips';
import { renderFixtureRow } from './fixtures/ClipRowFixture';
import { BROWSER_LABELS, FILTER_LABELS, SORT_LABELS } from './labels';

function setup(overrides: Partial<ClipBrowserViewProps<Clip>> = {}) {
  const props: ClipBrowserViewProps<Clip> = {
    filters: defaultClipFilters(),
    onFiltersChange: vi.fn(),
    onReset: vi.fn(),
    mode: 'infinite',
    onModeChange: vi.fn(),
    status: 'ready',
    clips: FIRST_PAGE.slice(0, 3),
    renderClip: renderFixtureRow,
    hasMore: true,
    onLoadMore: vi.fn(),
    page: 1,
    pageCount: 3,
    onPageChange: vi.fn(),
    onRestore: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider>
      <ClipBrowserView {...props} />
    </ThemeProvider>,
  );
  return { props, user: userEvent.setup() };
}

describe('clip browser view', () => {
  test('renders every clip through renderClip, in order', () => {
    setup();
    const list = screen.getByRole('list', { name: BROWSER_LABELS.list });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(FIRST_PAGE.slice(0, 3).map((c) => c.title));
  });

  test('a filter toggle turns its filter on', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: FILTER_LABELS.liked }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({ ...defaultClipFilters(), liked: true });
  });

  test('search text goes into the filters', async () => {
    const { props, user } = setup();
    await user.type(screen.getByRole('searchbox', { name: BROWSER_LABELS.search }), 'n');
    expect(props.onFiltersChange).toHaveBeenCalledWith({
      ...defaultClipFilters(),
      searchText: 'n',
    });
  });

  test('sort Oldest sets created_at ascending', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('combobox', { name: BROWSER_LABELS.sort }));
    await user.click(await screen.findByRole('option', { name: SORT_LABELS.oldest }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({
      sort: { sortBy: 'created_at', sortDirection: 'asc' },
    });
  });

  test('two modes: infinite scroll and page-number mode', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('radio', { name: BROWSER_LABELS.pages }));
    expect(props.onModeChange).toHaveBeenCalledWith('page');
    await user.click(screen.getByRole('button', { name: BROWSER_LABELS.loadMore }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
  });

  test('page mode moves between pages and stops at the ends', async () => {
    const { props, user } = setup({ mode: 'page', page: 1, pageCount: 3 });
    const pager = screen.getByRole('navigation', { name: BROWSER_LABELS.pager });
    expect(within(pager).getByText(BROWSER_LABELS.pageOf(1, 3))).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: BROWSER_LABELS.previousPage })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: BROWSER_LABELS.nextPage }));
    expect(props.onPageChange).toHaveBeenCalledWith(2);
  });

  test('the trashed view lists trashed clips, each with Restore', async () => {
    const target = TRASHED_CLIPS[0] as Clip;
    const { props, user } = setup({
      filters: { ...defaultClipFilters(), trashed: true },
      clips: TRASHED_CLIPS,
    });
    expect(screen.getByRole('radio', { name: BROWSER_LABELS.trash })).toBeChecked();
    await user.click(screen.getByRole('button', { name: BROWSER_LABELS.restore(target.title) }));
    expect(props.onRestore).toHaveBeenCalledWith(target);
  });

  test("a failed list shows 'Error fetching clips' and retries", async () => {
    const { props, user } = setup({ status: 'error', clips: [] });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(LIBRARY_MESSAGES.errorFetchingClips)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: BROWSER_LABELS.retry }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  test('loading shows a busy placeholder', () => {
    setup({ status: 'loading', clips: [] });
    expect(screen.getByRole('status', { name: BROWSER_LABELS.loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  test('no match for the filters: filters can be reset to defaults on demand', async () => {
    const filtered = setup({ clips: [], filters: { ...defaultClipFilters(), public: true } });
    expect(screen.getByText(BROWSER_LABELS.emptyFiltered)).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: BROWSER_LABELS.reset });
    await filtered.user.click(resets[resets.length - 1] as HTMLElement);
    expect(filtered.props.onReset).toHaveBeenCalledOnce();
  });

  test('an empty library says songs you create appear here', () => {
    setup({ clips: [] });
    expect(screen.getByText(BROWSER_LABELS.emptyLibrary)).toBeInTheDocument();
  });

  test('an empty trash says so', () => {
    setup({ clips: [], filters: { ...defaultClipFilters(), trashed: true } });
    expect(screen.getByText(BROWSER_LABELS.emptyTrash)).toBeInTheDocument();
  });
});
