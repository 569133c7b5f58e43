/** Every string the song video panel and the embed player show. */
export const VIDEO_LABELS = {
  title: 'Video',
  generate: 'Generate video',
  regenerate: 'Regenerate video',
  rendering: 'Generating video…',
  noVideo: 'This song has no video yet.',
  stale: 'The lyrics changed since this video was made.',
  player: (title: string) => `Video of ${title}`,
  upgrade: 'Upgrade to make videos of your songs.',
} as const;

/** The embed player (/embed/{id}). */
export const EMBED_LABELS = {
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  openSong: 'Open song',
  cover: (title: string) => `Cover of ${title}`,
  unavailable: 'This song is private or does not exist.',
  loading: 'Loading song…',
  /** The default frame of the embed snippet. */
  frameTitle: (title: string) => `${title} on Cadenza`,
} as const;
