/**
 * The player's own wording: control names and panel texts the spec names (play/pause,
 * next/previous, repeat, volume, queue) but does not spell out, decided here once.
 */
export const PLAYBAR_LABELS = {
  region: 'Player',
  nothingPlaying: 'Nothing playing',
  nothingPlayingHint: 'Pick a song to start listening.',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous',
  next: 'Next',
  repeat: 'Repeat',
  volume: 'Volume',
  mute: 'Mute',
  unmute: 'Unmute',
  seek: 'Seek',
  queue: 'Queue',
  cover: (title: string) => `Cover of ${title}`,
  untitled: 'Untitled',
  preview: 'Preview',
  previewHint: (seconds: number) => `Preview stops at ${seconds} s`,
  streaming: 'Streaming',
  position: (current: string, total: string) => `${current} of ${total}`,
} as const;

/** The playbar's words: PLAYBAR_LABELS or a locale's version of them. */
export type PlaybarLabels = typeof PLAYBAR_LABELS;

export const QUEUE_LABELS = {
  title: 'Queue',
  empty: 'The queue is empty.',
  emptyHint: 'Songs you play or add to the queue appear here.',
  nowPlaying: 'Now playing',
  upNext: 'Up next',
  playItem: (title: string) => `Play ${title}`,
  removeItem: (title: string) => `Remove ${title} from the queue`,
  clear: 'Clear queue',
  shuffle: 'Shuffle',
  autoplay: 'Autoplay',
  close: 'Close queue',
  count: (n: number) => (n === 1 ? '1 song' : `${n} songs`),
} as const;
