/**
 * Song context menu labels and the messages of its actions (1-generation §4 Song context menu,
 * §5, §8; 2-studio §5), verbatim from the spec.
 */
import { MESSAGES as STUDIO_MODEL_MESSAGES } from '@cadenza/studio-engine/rules';

/** Every item label of the song context menu, keyed by item id. */
export const SONG_MENU_LABELS = {
  open_in_editor: 'Open in Editor',
  open_in_studio: 'Open in Studio',
  cover: 'Cover',
  extend: 'Extend',
  use_styles_lyrics: 'Use Styles & Lyrics',
  get_full_song: 'Get Full Song',
  confirm_section: 'Confirm Section',
  crop: 'Crop',
  replace_section: 'Replace Section',
  add_vocal: 'Add Vocal',
  add_instrumental: 'Add Instrumental',
  adjust_speed: 'Adjust Speed',
  get_stems: 'Get Stems',
  create_variations: 'Create Variations',
  remaster: 'Remaster',
  make_persona: 'Make Persona',
  use_persona: 'Use Persona',
  add_to_queue: 'Add to Queue',
  add_to_playlist: 'Add to Playlist',
  move_to_workspace: 'Move to Workspace',
  remove_from_playlist: 'Remove from Playlist',
  publish: 'Publish',
  song_details: 'Song Details',
  song_radio: 'Song Radio',
  download_mp3: 'MP3',
  download_wav: 'WAV',
  download_video: 'Video',
  download_sample_pack: 'Sample Pack (beta)',
  download_share_asset: 'Share Asset',
  copy_link: 'Copy Link',
  copy_link_at_time: 'Copy Link at Current Time',
  share_to: 'Share to...',
  allow_comments: 'Allow Comments',
  allow_remixes: 'Allow Remixes',
  pin_to_profile: 'Pin to Profile',
  show_in_hooks_feed: 'Show in Hooks Feed',
  describe_clip: 'Describe Clip',
  orpheus_chat: 'Orpheus chat',
  not_interested: 'Not Interested',
  report_inappropriate: 'Inappropriate',
  report_bug: 'Bug',
  report_copyright: 'Copyright Infringement',
} as const;

/** Labels of the menu's groups and submenus. */
export const SONG_MENU_GROUP_LABELS = {
  remix: 'Remix',
  create: 'Create',
  download: 'Download',
  share: 'Share',
  report: 'Report',
} as const;

/** Why an item is disabled, where the spec words it. */
export const SONG_MENU_DISABLED_MESSAGES = {
  incomplete: STUDIO_MODEL_MESSAGES.clipNotComplete,
  remasterTooLong: 'Cannot remaster songs longer than 16 minutes',
  remasterContest: 'Contest songs cannot be remastered',
  speedUpload: 'Cannot adjust speed of uploaded audio and its derivatives',
} as const;

/** Results of menu actions (1-generation §8 Other messages). */
export const SONG_ACTION_MESSAGES = {
  songFlagged: 'Song flagged.',
  errorFlaggingSong: 'Error flagging song.',
  feedbackThanks: 'Thank you for your feedback!',
  errorUpdatingPreferences: 'Error updating song preferences',
  clipNotDeleted: 'Clip could not be deleted.',
} as const;
