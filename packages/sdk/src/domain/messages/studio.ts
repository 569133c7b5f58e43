/**
 * Every user-visible string of 2-studio.md, verbatim from the spec, for the studio engine and the
 * studio UI: labels, generate-blocked messages, validation and the error catalogue (2-studio §2–§8).
 * Templated messages are small functions; their fixed parts are the spec's words.
 */

/** Studio and edit-mode labels (2-studio §2, §3, §4). */
export const STUDIO_LABELS = {
  openInLegacyEditor: 'Open in Legacy Editor',
  newTrack: 'New Track',
  tempo: 'Tempo',
  tempoOnBeat: 'On Beat',
  tempoOriginal: 'Original',
  transpose: 'Transpose',
  speed: 'Speed',
  clipVolume: 'Clip Volume',
  replaceClassic: 'Classic',
  replaceFixed: 'Fixed',
  duplicateToRemixTitle: 'Duplicate project to Remix',
  remixProject: 'Remix Project',
  remixingProject: 'Remixing project...',
  cancel: 'Cancel',
  uploadPhotoTitle: 'Upload a Photo',
  extendFromField: 'Select time to extend your clip from',
} as const;

/** 'Version N': the name of a take lane. */
export const takeLaneName = (n: number): string => `Version ${n}`;

/** The upload modal (2-studio §2). */
export const STUDIO_UPLOAD_MODAL = {
  stageTerms: 'Terms of Service',
  stageUploadOrRecord: 'Upload or Record',
  stageTrim: 'Trim',
  stageFinalize: 'Finalize',
  upload: 'Upload',
  library: 'Library',
  finalizeCoverHint: 'cover in any song style',
  finalizeExtendHint: 'make longer',
  finalizeSave: 'Save to Library',
  finalizeSaveHint: 'use later',
  discard: 'Discard',
  cancel: 'Cancel',
} as const;

/** A recording is saved as 'recording-{timestamp}'. */
export const recordingFileName = (timestamp: number | string): string => `recording-${timestamp}`;

/** Generate blocked messages without numbers (2-studio §5). */
export const STUDIO_GENERATE_BLOCKED = {
  emptyTrack: 'Use Instrument mode to add content to empty tracks.',
  emptyReplaceSelection: 'Select a range of time to replace',
} as const;

/** The replace modes a selection-length message names (2-studio §5). */
export type SelectionModeName = 'Classic' | 'Fixed';

/**
 * 'Selection must be at least|most N seconds long[ in "Mode" replace mode][ (currently X seconds)]'
 * (2-studio §5): every create, replace and smart selection-length message.
 */
export const selectionLengthMessage = (
  bound: 'least' | 'most',
  limitSeconds: number | string,
  currentSeconds?: number | string,
  mode?: SelectionModeName,
): string =>
  `Selection must be at ${bound} ${limitSeconds} seconds long` +
  (mode === undefined ? '' : ` in "${mode}" replace mode`) +
  (currentSeconds === undefined ? '' : ` (currently ${currentSeconds} seconds)`);

/** Project state and clip arrangement errors (2-studio §5). */
export const STUDIO_PROJECT_ERRORS = {
  invalidStateFormat: 'Invalid project state format',
  endBeforeStart: 'End is before start',
  noDuration: 'Clip has no duration',
  noContentDuration: 'Clip has no content duration',
} as const;

/** Hook post, hook upload and hook status messages (2-studio §4, §5, §8). */
export const STUDIO_HOOK_MESSAGES = {
  selectVideo: 'Please select a video.',
  selectSong: 'Please select a song.',
  selectVideoFileOrWait: 'Please select a video file or wait for it to upload.',
  posted: 'Hook posted to feed!',
  failedModeration: 'Hook failed moderation',
  processingFailed: 'Hook processing failed',
  processUploadFailed: 'Failed to process upload',
  uploadTimedOut: 'Upload timed out',
  uploadTimedOutDescription:
    'The upload took longer than 10 minutes. Please check your internet connection and try again.',
  differentVideoFile: 'Please upload a different video file.',
  videoProcessingTimedOut: 'Video processing timed out.',
  videoProcessingTimedOutDescription:
    'Please check your network connection or try a different video.',
  uploadVideoError: 'Error trying to upload this video. Try another one?',
  fileTooLarge: 'Sorry, but this file is too large. Please try a video that is under 200 MB.',
  invalidResponse: 'Failed to create hook: Invalid response data from server.',
  linkCopied: 'Copied hook link to clipboard',
} as const;

/** Studio, project and edit errors (2-studio §8). */
export const STUDIO_ERRORS = {
  editActionFailed: 'An error occurred. Please try again.',
  renderFailed: 'Something went wrong, try again',
  loadProjectFailed: 'Failed to load project',
  tryAgainLater: 'Please try again later.',
  saveProjectFailed: 'Failed to save project',
  cloneProjectFailed: 'Failed to clone project',
  loadVersionFailed: 'Failed to load project version',
  versionNotFound: 'This project version was not found or may have been deleted.',
  versionForbidden: 'You do not have permission to access this project version.',
  noVersionIdToClone: 'No project version ID available for cloning',
  cloneUnavailable: 'Clone project function not available',
  downbeatsTimeout: 'Timeout',
  downbeatsUnknown: 'Unknown error',
  microphone: 'Error accessing audio inputs.',
  mipMapLevelTooHigh: 'Mip map level is too high',
  workerNotReady: 'First message from worker was not ready',
  videoGenerationFailed: 'Error generating video',
  videoGenerationTimedOut: 'Video generation timed out. Please try again.',
  clipboardNotSupported: 'Clipboard not supported. Please copy the URL from the address bar.',
  promptSaved: 'Prompt saved.',
  promptNotSaved: 'Prompt could not be saved. Try again.',
  remasterNotAllowed: 'Remaster not allowed. Subscribe to access Remaster.',
  remasterTitleTooLong: 'Title too long.',
  remasterFailed: 'Remaster failed.',
} as const;

/** 'Moderation error: ...' for a studio render the server moderated. */
export const studioRenderModerationError = (message: string): string =>
  `Moderation error: ${message}`;

/** 'Failed to open decoder ... after N attempts'. */
export const decoderOpenFailed = (decoder: string, attempts: number): string =>
  `Failed to open decoder ${decoder} after ${attempts} attempts`;
