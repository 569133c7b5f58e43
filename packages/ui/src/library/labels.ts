/**
 * The clip browser's own wording: control names, filter and sort names, empty states and pager
 * texts. The spec names these (filters, sort Newest/Oldest, page mode, trash) without spelling
 * every text out, so they are decided here once; the spec's own messages ('Error fetching
 * clips', play counts) come from @cadenza/sdk.
 */
export const BROWSER_LABELS = {
  region: 'Library',
  search: 'Search your songs',
  searchPlaceholder: 'Title, style or prompt',
  filters: 'Filters',
  sort: 'Sort',
  view: 'Show',
  songs: 'Songs',
  trash: 'Trash',
  mode: 'Paging',
  infinite: 'Scroll',
  pages: 'Pages',
  reset: 'Reset filters',
  list: 'Songs',
  trashList: 'Trashed songs',
  loading: 'Loading songs',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  end: 'No more songs.',
  pager: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  goToPage: 'Go to page',
  restore: (title: string) => `Restore ${title}`,
  restoreText: 'Restore',
  retry: 'Try again',
  emptyLibrary: 'No songs yet',
  emptyLibraryHint: 'Songs you create appear here.',
  emptyFiltered: 'No songs match these filters',
  emptyFilteredHint: 'Try other filters, or reset them.',
  emptyTrash: 'Trash is empty',
  emptyTrashHint: 'Songs you move to the trash appear here, ready to restore.',
} as const;

export const FILTER_LABELS = {
  liked: 'Liked',
  public: 'Public',
  upload: 'Uploads',
  fullSong: 'Full songs',
  stem: 'Stems',
  cover: 'Covers',
  extend: 'Extensions',
  remaster: 'Remasters',
  persona: 'Personas',
} as const;

export const SORT_LABELS = {
  newest: 'Newest',
  oldest: 'Oldest',
  mostPlayed: 'Most played',
} as const;
