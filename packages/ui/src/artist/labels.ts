/**
 * The artist page's, remix lists' and Describe Clip page's own wording (3-library-social §2
 * /artist, §4 Remix badge and remixes; 1-generation §2 /b-side/describe-clip). The spec names
 * these parts without spelling their texts, so they are decided here once, in English; an app
 * passes its own translation of the whole set.
 */
export const ARTIST_LABELS = {
  title: 'Artist profile',
  loading: 'Loading artist profile',
  stats: 'Stats',
  songs: 'Songs',
  plays: 'Plays',
  followers: 'Followers',
  following: 'Following',
  remixesInspired: 'Remixes inspired',
  pinned: 'Pinned songs',
  pinnedCount: '{{count}} of {{limit}} pinned',
  noPinned: "No pinned songs. Pin a song from its menu with 'Pin to Profile'.",
  topSongs: 'Top songs',
  noSongs: 'No public songs yet.',
  viewProfile: 'View public profile',
  signInNeeded: 'Sign in to see your artist profile.',
  errorTitle: "Couldn't load your artist profile",
  retry: 'Try again',
};

export const REMIX_LABELS = {
  directChildren: 'Remixes',
  noDirectChildren: 'No remixes of this song yet.',
  inspired: 'Remixes inspired by @{{handle}}',
  noInspired: "No remixes of this artist's songs yet.",
  count: '{{count}} remixes',
  countOne: '1 remix',
  loadMore: 'Load more',
  loading: 'Loading remixes',
  failed: "Couldn't load the remixes",
  retry: 'Try again',
};

export const DESCRIBE_CLIP_LABELS = {
  title: 'Describe Clip',
  loading: 'Loading clip',
  missingTitle: 'No clip chosen',
  missingBody: "Open Describe Clip from a song's menu.",
  notFoundTitle: 'Clip not found',
  notFoundBody: "This clip doesn't exist, or it is private.",
  by: 'By @{{handle}}',
  styles: 'Styles',
  excludedStyles: 'Excluded styles',
  prompt: 'Prompt',
  lyrics: 'Lyrics',
  model: 'Model',
  duration: 'Duration',
  created: 'Created',
  vocals: 'Vocals',
  instrumental: 'Instrumental',
  withVocals: 'With vocals',
  plays: 'Plays',
  none: 'None',
  openSong: 'Open song page',
};

export type ArtistLabels = typeof ARTIST_LABELS;
export type RemixLabels = typeof REMIX_LABELS;
export type DescribeClipLabels = typeof DESCRIBE_CLIP_LABELS;
