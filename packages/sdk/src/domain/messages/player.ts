/** Player and live radio messages (3-library-social §8; 2-studio §8), verbatim from the spec. */

export const RADIO_MESSAGES = {
  fetchSongListFailed: 'Failed to fetch song list',
} as const;
