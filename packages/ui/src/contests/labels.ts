/**
 * The contest pages' own wording. The spec names contests (3-library-social §3 Contest, §4
 * Contests, §7 GET /api/contests/; 1-generation §4 Contest clip) without the texts of their
 * pages, so they are decided here once, in English; an app passes its own translation of the
 * whole set (`labels`). The contest rules' messages (remaster, remix, downloads) come verbatim
 * from the SDK through the song menus of the listed songs.
 */
export const CONTEST_LABELS = {
  listTitle: 'Contests',
  listIntro: 'Remix a contest’s base songs and enter your version before the contest ends.',
  listEmpty: 'No contests right now.',
  listError: "Couldn't load the contests.",
  retry: 'Try again',
  loading: 'Loading contest',
  untitled: 'Contest',
  active: 'Open',
  ended: 'Ended',
  endsOn: 'Ends {{date}}',
  endedOn: 'Ended {{date}}',
  notFoundTitle: 'Contest not found',
  notFound: 'This contest does not exist or is no longer available.',
  baseTitle: 'Base songs',
  baseIntro: 'Cover, extend or remix one of these songs to take part.',
  entriesTitle: 'Entries ({{count}})',
  entriesEmpty: 'No entries yet. Be the first to enter.',
  newer: 'Newer entries',
  older: 'Older entries',
  enterTitle: 'Enter a song',
  enterIntro:
    'Your remixes of the base songs can be entered. Entering publishes the song and submits it to this contest.',
  enterEmpty: 'You have no songs to enter yet. Remix a base song first.',
  enterClosed: 'This contest has ended; entries are closed.',
  enterSignedOut: 'Sign in to enter a song.',
  enter: 'Enter',
  enterItem: 'Enter {{title}}',
  entering: 'Entering…',
  entered: '“{{title}}” was entered in {{name}}.',
  enterFailed: 'Your song could not be entered.',
};

export type ContestLabels = typeof CONTEST_LABELS;
