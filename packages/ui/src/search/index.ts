export { SEARCH_LABELS, type SearchLabels } from './labels';
export { SearchPageView, type SearchPageViewProps, type SearchStatus } from './SearchPage';
export { SearchResults } from './SearchResults';
export { SearchBox } from './SearchBox';
export { SearchPage, type SearchPageProps } from './connected/SearchPage';
export * from './search-view';
