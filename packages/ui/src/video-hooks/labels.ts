/**
 * Every string of the hook screens (2-studio §2 hook flow screens, §4 Hook, §8). The spec's own
 * messages come from @cadenza/sdk (HOOK_MESSAGES, SHARE_MESSAGES); these are the decided labels.
 */
export const HOOK_LABELS = {
  flowTitle: 'New hook',
  newHook: 'New hook',
  createFromSong: 'Make a hook',
  steps: { song: 'Select a song', video: 'Upload a video', post: 'Post your hook' },
  songList: 'Your songs',
  noSongs: 'You have no finished songs yet.',
  chooseVideo: 'Choose a video',
  videoHint: 'One video of 10 s to 120 s, at most 200 MB.',
  uploading: 'Uploading video…',
  processing: 'Processing video…',
  preview: 'Video preview',
  videoRange: 'Video range',
  videoStart: 'Video start',
  videoEnd: 'Video end',
  songStart: 'Song starts at',
  length: (seconds: string) => `Hook length ${seconds}`,
  title: 'Title',
  caption: 'Caption',
  allowComments: 'Allow comments',
  showLyrics: 'Show lyrics',
  back: 'Back',
  next: 'Next',
  post: 'Post hook',
  posting: 'Posting…',
  cancel: 'Cancel',
  // The hook list (/hooks) and page (/hook/{id}).
  listTitle: 'Hooks',
  mine: 'Your hooks',
  feed: 'Hooks feed',
  noHooks: 'You have not posted a hook yet.',
  emptyFeed: 'No hooks in the feed yet.',
  status: {
    pending: 'Waiting to render',
    rendering: 'Rendering…',
    rendered_passed_moderation: 'Posted',
    rendered_failed_moderation: 'Failed moderation',
    error: 'Processing failed',
  } as Record<string, string>,
  loading: 'Loading hook…',
  unavailable: 'This hook is private or does not exist.',
  player: (title: string) => `Hook video: ${title}`,
  play: 'Play hook',
  pause: 'Pause hook',
  copyLink: 'Copy hook link',
  song: (title: string) => `Song: ${title}`,
  by: (handle: string) => `@${handle}`,
} as const;

/** Seconds as the trim shows them: one decimal ('12.4 s'). */
export const formatSeconds = (seconds: number): string => `${seconds.toFixed(1)} s`;
