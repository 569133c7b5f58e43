// The spec's messages the server answers with, taken from the SDK's message modules and the
// studio engine's rules entry (never retyped) and grouped by where the server uses them.
import {
  CLIP_ERROR_MESSAGES,
  GENERATION_ERROR_BODY_MARKERS,
  GENERATION_ERROR_MESSAGES,
  HOOK_MESSAGES as SDK_HOOK_MESSAGES,
  LYRICS_EDIT_MESSAGES,
  PERSONA_MESSAGES as SDK_PERSONA_MESSAGES,
  PLAYLIST_MESSAGES as SDK_PLAYLIST_MESSAGES,
  REMASTER_ERROR_MESSAGES,
  SONG_ACTION_MESSAGES,
  SONG_MENU_DISABLED_MESSAGES,
  SONG_METADATA_MESSAGES,
  UPLOAD_MESSAGES as SDK_UPLOAD_MESSAGES,
} from '@cadenza/sdk';
import { MESSAGES as STUDIO_MODEL_MESSAGES, STUDIO_ERRORS } from '@cadenza/studio-engine/rules';

export {
  lyricsTooLong,
  needCreditsToCreate,
  songTitleTooLong,
  videoDurationAtLeast,
  videoDurationLessThan,
} from '@cadenza/sdk';

/** Generation start errors (1-generation §8): the bodies the SDK's catalogue is matched on. */
export const GENERATION_DETAILS = {
  subscriptionPastDue: GENERATION_ERROR_BODY_MARKERS.subscriptionPastDue,
  tooManyRunningJobs: GENERATION_ERROR_BODY_MARKERS.tooManyRunningJobs,
  copyrightInfringement: GENERATION_ERROR_BODY_MARKERS.copyrightInfringement,
  supportAssistance: GENERATION_ERROR_MESSAGES.supportAssistance,
  lyricsGuidelines: GENERATION_ERROR_MESSAGES.lyricsGuidelines,
  elevatedUsage: GENERATION_ERROR_MESSAGES.elevatedUsageDescription,
} as const;

export const PERSONA_MESSAGES = SDK_PERSONA_MESSAGES;

export const REMASTER_MESSAGES = {
  notAllowed: REMASTER_ERROR_MESSAGES.notAllowed,
  titleTooLong: REMASTER_ERROR_MESSAGES.titleTooLong,
  tooLong: SONG_MENU_DISABLED_MESSAGES.remasterTooLong,
  contest: SONG_MENU_DISABLED_MESSAGES.remasterContest,
} as const;

export const CLIP_MESSAGES = {
  speedUpload: SONG_MENU_DISABLED_MESSAGES.speedUpload,
  clipNotDeleted: SONG_ACTION_MESSAGES.clipNotDeleted,
  incomplete: SONG_MENU_DISABLED_MESSAGES.incomplete,
  lyricsModeration: LYRICS_EDIT_MESSAGES.moderation,
  displayTagsModeration: SONG_METADATA_MESSAGES.displayTagsModeration,
  moderationFailure: CLIP_ERROR_MESSAGES.moderationFailure,
} as const;

export const STUDIO_MESSAGES = {
  invalidStateFormat: STUDIO_MODEL_MESSAGES.invalidProjectState,
  versionNotFound: STUDIO_ERRORS.versionNotFound,
  versionForbidden: STUDIO_ERRORS.versionForbidden,
} as const;

export const UPLOAD_MESSAGES = SDK_UPLOAD_MESSAGES;
export const PLAYLIST_MESSAGES = SDK_PLAYLIST_MESSAGES;
export const HOOK_MESSAGES = SDK_HOOK_MESSAGES;

/** Sign-in outside dev (issue 32; extension messages, not in the spec). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid handle or password.',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  invalidToken: 'Invalid or expired token.',
  devControlsOff: 'Dev controls are off.',
} as const;
