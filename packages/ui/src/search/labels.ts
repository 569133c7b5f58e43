/**
 * The search page's own wording. The spec names the page and its five types (3-library-social
 * §2) without their texts, so they are decided here once, in English; an app passes its own
 * translation of the whole set (`labels`).
 */
export const SEARCH_LABELS = {
  title: 'Search',
  field: 'Search songs, personas, playlists, people and styles',
  placeholder: 'Search',
  submit: 'Search',
  tabs: 'Search for',
  type: {
    public_song: 'Songs',
    public_persona: 'Personas',
    playlist: 'Playlists',
    user: 'People',
    platform_genre: 'Styles',
  },
  results: 'Results',
  count: '{{count}} results for “{{term}}”',
  countOne: '1 result for “{{term}}”',
  prompt: 'Type to search.',
  loading: 'Searching…',
  loadingMore: 'Loading more results…',
  emptyTitle: 'No results',
  empty: 'Nothing matches “{{term}}”. Try another word or another tab.',
  errorTitle: "Couldn't search",
  error: 'The search did not answer. Check your connection and try again.',
  retry: 'Try again',
  play: 'Play {{title}}',
  personaSearchOff: 'Persona search is not available on this account.',
};

export type SearchLabels = typeof SEARCH_LABELS;
