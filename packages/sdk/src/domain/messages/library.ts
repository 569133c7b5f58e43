/**
 * Library, pins, playlists and workspaces messages (3-library-social §2, §4, §5, §8;
 * 1-generation §4, §5), verbatim from the spec.
 */

export const LIBRARY_MESSAGES = {
  errorFetchingClips: 'Error fetching clips',
  errorNavigatingToPage: 'Error navigating to page',
  failedToNavigateToPage: 'Failed to navigate to the specified page',
} as const;

/** Play count label: '1 PLAY' or 'N PLAYS'. */
export const playCountLabel = (count: number): string =>
  count === 1 ? '1 PLAY' : `${count} PLAYS`;

export const PIN_MESSAGES = {
  privateSongTitle: 'Pinning Private Song!',
  limitReachedTitle: 'Pin limit reached!',
  pinnedToast: 'This song has been pinned to Profile.',
  /** The spec gives the unpin toast only as this ending of the pinned sentence. */
  unpinnedToastEnding: 'unpinned from Profile.',
} as const;

/** Pin limit confirmation wording: 'You can only pin up to N songs...'. */
export const pinLimitWording = (limit: number): string =>
  `You can only pin up to ${limit} songs...`;

export const PLAYLIST_MESSAGES = {
  untitled: 'Untitled',
  noOriginalSongs:
    'No original songs found: Please choose a playlist with at least one song you made.',
} as const;

export const WORKSPACE_MESSAGES = {
  unknownError: 'Unknown error occurred',
} as const;
