/**
 * The discover, following, style-tag and on-repeat pages' own wording. The spec names these
 * lists (3-library-social §2, §3, §4) without their texts, so they are decided here once, in
 * English; an app passes its own translation of the whole set (`labels`).
 */
export const DISCOVER_LABELS = {
  title: 'Discover',
  loading: 'Loading discover',
  errorTitle: "Couldn't load discover",
  error: 'Discover did not answer. Check your connection and try again.',
  retry: 'Try again',
  loadMore: 'More to discover',
  play: 'Play {{title}}',
  emptySection: 'Nothing here yet.',
  recentlyPlayed: 'Recently played',
  recentlyPlayedEmpty: 'Songs you play show up here.',
  history: 'Where you have been',
  historyEmpty: 'Pages you visit show up here.',
  following: {
    title: 'Following',
    intro: 'New songs from the people you follow, newest first.',
    empty: 'Follow people to see the songs they publish here.',
    loadMore: 'Load older songs',
    errorTitle: "Couldn't load your following feed",
  },
  style: {
    title: '#{{tag}}',
    intro: 'Songs in the style “{{tag}}”, most played first.',
    empty: 'No songs in this style yet.',
    playAll: 'Play all',
    loadMore: 'More songs',
  },
  radio: {
    title: '{{title}} Radio',
    loading: 'Song Radio',
    intro: 'Songs picked to follow this one. Start the radio to play them in order.',
    start: 'Start radio',
    error: "Couldn't build this song's radio.",
  },
  onRepeat: {
    title: 'On Repeat',
    intro:
      "The songs you've played lately. Mark one 'Not Interested' from its menu to hear less like it.",
    empty: 'Play some songs and they will show up here.',
    hidden: 'Not interested',
  },
};

export type DiscoverLabels = typeof DISCOVER_LABELS;
