// @cadenza/ui library: the clip browser of the /me page (view and connected wrapper) and its
// filter, sort and paging choices.
export { ClipBrowserView, type ClipBrowserViewProps, type BrowserClip } from './ClipBrowser';
export { ClipBrowser, type ClipBrowserProps, type ClipRowContext } from './connected/ClipBrowser';
export {
  BROWSER_FILTERS,
  SORT_OPTIONS,
  emptyStateOf,
  isFilterOn,
  pageCount,
  resetFilters,
  setFilter,
  sortKeyOf,
  withSearchText,
  withSort,
  withTrashed,
  type BrowserFilterKey,
  type BrowserMode,
  type EmptyState,
  type SortKey,
} from './browser-options';
export { BROWSER_LABELS, FILTER_LABELS, SORT_LABELS } from './labels';
