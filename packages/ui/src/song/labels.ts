/**
 * The song surfaces' own wording: control names, badge texts and toasts the spec names but does
 * not spell out (decided here, once). Every message the spec spells out (menu labels, disabled
 * reasons, pin toasts, the stuck message, the clipboard alert, ...) comes from @cadenza/sdk.
 */

export const SONG_LABELS = {
  cover: (title: string) => `Cover of ${title}`,
  untitled: 'Untitled',
  play: (title: string) => `Play ${title}`,
  pause: (title: string) => `Pause ${title}`,
  like: 'Like',
  dislike: 'Dislike',
  moreActions: (title: string) => `More actions for ${title}`,
  styles: 'Styles',
  duration: 'Duration',
  status: {
    submitted: 'Submitted',
    queued: 'Queued',
    streaming: 'Streaming',
    processing: 'Processing',
    complete: 'Complete',
  },
  streamingProgress: 'Streaming progress',
  retry: 'Retry',
  preview: 'Preview',
  previewStop: (seconds: number) => `Preview plays ${seconds} s`,
  unlockPreview: 'Unlock full song',
  unlockingPreview: 'Unlocking…',
  pinned: 'Pinned',
  remix: 'Remix',
  remixHiddenHint: 'The remix badge is hidden on your profile.',
  contest: 'Contest',
  persona: 'Persona',
  trashed: 'In trash',
  restore: 'Restore',
  song: 'Song',
} as const;

/** The menu items the SDK's songMenuItems does not hold (trash, restore, permanent delete). */
export const TRASH_MENU_LABELS = {
  move_to_trash: 'Move to Trash',
  restore_to_library: 'Restore to Library',
  delete_permanently: 'Delete Permanently',
} as const;

/** Toasts of menu actions whose wording the spec leaves open. */
export const SONG_TOASTS = {
  movedToTrash: 'Moved to trash.',
  restoredToLibrary: 'Restored to library.',
  undo: 'Undo',
  linkCopied: 'Link copied to clipboard.',
  embedCodeCopied: 'Embed code copied to clipboard.',
  addedToQueue: 'Added to queue.',
  removedFromPlaylist: 'Removed from playlist.',
  published: 'Song published: everyone can see it.',
  unpublished: 'Song unpublished: only you can see it.',
  commentsAllowed: 'Comments allowed.',
  commentsOff: 'Comments turned off.',
  remixesAllowed: 'Remixes allowed.',
  remixesOff: 'Remixes turned off.',
  fullSongStarted: 'Creating the full song: it appears at the top of your songs.',
  sectionConfirmed: 'Section confirmed: the full song appears at the top of your songs.',
} as const;
