/**
 * The song modals' own wording: dialog titles the spec names without spelling out, field labels
 * and button texts (decided here, once). Every message the spec spells out (validation, errors,
 * confirmation titles, toasts) is imported from @cadenza/sdk instead, never retyped.
 */

import { ACTION_TOAST_MS } from '@cadenza/sdk';

/** How long the modals' own result toasts stay: the spec's unnamed 4 s (ACTION_TOAST_MS). */
export const MODAL_RESULT_TOAST_MS = ACTION_TOAST_MS;

export const COMMON_LABELS = {
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  confirm: 'Confirm',
  search: 'Search',
  loading: 'Loading…',
} as const;

export const PLAYLIST_PICKER_LABELS = {
  title: 'Add to Playlist',
  description: 'Choose a playlist for this song.',
  list: 'Playlists',
  createNew: 'Create New Playlist',
  creating: 'Creating...',
  empty: 'No playlists found',
  add: 'Add',
  added: 'Added to playlist.',
  addFailed: 'Could not add the song to the playlist.',
  createFailed: 'Could not create the playlist.',
  songCount: (count: number) => (count === 1 ? '1 song' : `${count} songs`),
} as const;

export const PROJECT_PICKER_LABELS = {
  title: 'Move to Workspace',
  description: 'Choose the workspace this song moves to.',
  list: 'Workspaces',
  empty: 'No workspaces found',
  move: 'Move',
  moved: 'Moved to workspace.',
  songCount: PLAYLIST_PICKER_LABELS.songCount,
} as const;

export const SONG_DETAILS_LABELS = {
  title: 'Song Details',
  description: 'Edit the title, lyrics, caption and cover of this song.',
  songTitle: 'Title',
  lyrics: 'Lyrics',
  caption: 'Caption',
  captionHint: 'Mention people with @handle.',
  mentions: 'Mentions',
  image: 'Cover image',
  uploadImage: 'Upload image',
  removeImage: 'Remove image',
  imageRemoved: 'The cover image will be removed.',
  imageChosen: (name: string) => `New cover: ${name}`,
  imageNotAccepted: 'Choose a jpeg, jpg, png, webp or bmp image.',
  videoCover: 'Video cover',
  uploadVideo: 'Upload video cover',
  removeVideo: 'Remove video cover',
  videoChosen: (name: string) => `New video cover: ${name}`,
  videoRemoved: 'The video cover will be removed.',
  optOutHook: 'Keep the video cover out of the hooks feed',
} as const;

export const REPORT_LABELS = {
  bugTitle: 'Report a Bug',
  bugDescription: 'Tell us what went wrong with this song.',
  copyrightTitle: 'Report Copyright Infringement',
  copyrightDescription: 'Tell us which work this song infringes and who owns it.',
  details: 'Details',
  submit: 'Report',
} as const;

export const SHARE_LABELS = {
  title: 'Share',
  description: 'Share this song with a link.',
  link: 'Song link',
  copy: 'Copy Link',
  copied: 'Copied',
  platforms: 'Share to',
  creatingLink: 'Creating link…',
  linkFailed: 'Could not create the link.',
  platform: {
    copy_link: 'Copy link',
    x: 'X',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    email: 'Email',
  },
} as const;

export const STEMS_LABELS = {
  title: 'Stems / MIDI',
  description: 'Split this song into separate tracks.',
  submit: 'Get Stems',
  started: (count: number) =>
    count === 1 ? '1 stem is on its way.' : `${count} stems are on their way.`,
} as const;

export const REMASTER_LABELS = {
  title: 'Remaster',
  description: 'Make a new master of this song.',
  songTitle: 'Title',
  variation: 'Variation',
  variations: { subtle: 'Subtle', normal: 'Normal', high: 'High' },
  variationLocked: 'Variation remaster needs a higher plan.',
  submit: 'Remaster',
  remastering: 'Remastering your song…',
} as const;

export const UPSAMPLE_LABELS = {
  title: 'Remaster Model',
  description: 'Choose the model and how far the remaster may move from the original.',
  model: 'Model',
  styles: 'Styles',
  params: {
    freedom: 'Freedom',
    tone: 'Tone',
    strength: 'Strength',
    stereo_width: 'Stereo width',
    clarity: 'Clarity',
  },
  submit: 'Remaster',
} as const;

export const PERSONA_DIALOG_LABELS = {
  description: 'Copy the voice and style of one of your songs to new songs.',
  basedOn: 'Based on',
  searchSongs: 'Search your songs',
  noSongs: 'No songs found',
  name: 'Name',
  avatar: 'Avatar',
  avatarPrompt: 'Describe the avatar',
  createAvatar: 'Create',
  personaDescription: 'Description',
  public: 'Public',
  makePublicDescription: 'Everyone will be able to see and use this persona.',
} as const;

export const DELETE_CLIP_LABELS = {
  title: 'Delete Song?',
  description: 'This song will be deleted forever. This cannot be undone.',
  personaHint: 'This song has a persona. Delete the persona first, then delete the song.',
  delete: 'Delete',
} as const;

export const DOWNLOAD_LABELS = {
  title: { mp3: 'Download MP3', wav: 'Download WAV', video: 'Download Video' },
  description: 'Download a copy of this song.',
  quota: (remaining: number, limit: number) => `${remaining} of ${limit} downloads left`,
  unlimited: 'Unlimited downloads',
  owned: 'Your song: downloads are free',
  quotaUsed: 'You have used all your downloads. Upgrade for more.',
  converting: 'Preparing WAV file…',
  rendering: 'Generating video…',
  downloading: 'Downloading…',
  conversion: 'WAV conversion',
  download: 'Download',
  retry: 'Try again',
  blocked: 'Downloads are turned off for this song.',
  /** The toast once the file is handed to the browser (the modal closes). */
  started: (filename: string) => `Downloading ${filename}`,
} as const;

export const SHARE_ASSET_LABELS = {
  title: 'Share Asset',
  description: 'Render a share image for this song.',
  rendering: 'Rendering share asset…',
  progress: 'Share asset render',
  ready: 'Your share asset is ready.',
  download: 'Download',
  retry: 'Try again',
  preview: 'Share asset preview',
} as const;

export const SAMPLE_PACK_LABELS = {
  title: 'Sample Pack (beta)',
  description: 'Download the stems of this song as one zip file.',
  zipping: 'Zipping stems…',
  progress: 'Sample pack',
  download: 'Download',
  retry: 'Try again',
} as const;

export const COMMERCIAL_RIGHTS_LABELS = {
  title: 'Commercial Rights',
  checking: 'Checking this song…',
  checkFailed: 'Could not check this song.',
  eligible: 'This song carries commercial rights: you may use it commercially.',
  notPaidPlan: 'Only songs made on Pro or Premier carry commercial rights.',
  remixOfAnotherUser: "Remixes of another user's song carry no commercial rights.",
  upgrade: 'Upgrade',
} as const;

export const PIN_CONFIRM_LABELS = {
  privateSongDescription: 'Pinning this song makes it public on your profile.',
  limitReplaces: 'Pinning this song replaces your oldest pinned song.',
  pin: 'Pin',
} as const;

export const DISCARD_LABELS = {
  description: 'Your changes will be lost.',
  discard: 'Discard',
  // 2-studio §2: "A 'Discard Changes?' confirmation offers Cancel or Discard."
  keepEditing: 'Cancel',
} as const;
