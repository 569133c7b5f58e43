// The user-visible strings of 2-studio.md that the studio UI, the SDK's studio jobs and the mock
// server show (labels, the upload modal, project, version, render and job errors), verbatim, in one
// place. Strings the project model itself produces are in model/messages.ts, the audio side's in
// audio-messages.ts; all three are exported by the pure '@cadenza/studio-engine/rules' entry, the
// one home of every studio rule and string (see openapi/DECISIONS.md, "One home for studio rules").

/** Studio and edit-mode labels (§2, §3, §4). */
export const STUDIO_LABELS = {
  openInLegacyEditor: 'Open in Legacy Editor',
  /** The name of a new track (§3). */
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
  extendFromField: 'Select time to extend your clip from',
} as const;

/** The studio's upload modal: its stages and actions (§2); it cancels with STUDIO_LABELS.cancel. */
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
} as const;

/** A recording is saved as 'recording-{timestamp}' (§4). */
export const recordingFileName = (timestamp: number | string): string => `recording-${timestamp}`;

/**
 * Studio, project, version and job errors (§8). 'Failed to save project' and 'No project version
 * ID available for cloning' are the model's (MESSAGES), the microphone and decoder errors the audio
 * side's (AUDIO_MESSAGES).
 */
export const STUDIO_ERRORS = {
  editActionFailed: 'An error occurred. Please try again.',
  renderFailed: 'Something went wrong, try again',
  loadProjectFailed: 'Failed to load project',
  tryAgainLater: 'Please try again later.',
  cloneProjectFailed: 'Failed to clone project',
  loadVersionFailed: 'Failed to load project version',
  versionNotFound: 'This project version was not found or may have been deleted.',
  versionForbidden: 'You do not have permission to access this project version.',
  cloneUnavailable: 'Clone project function not available',
  downbeatsTimeout: 'Timeout',
  downbeatsUnknown: 'Unknown error',
  videoGenerationFailed: 'Error generating video',
  videoGenerationTimedOut: 'Video generation timed out. Please try again.',
  promptSaved: 'Prompt saved.',
  promptNotSaved: 'Prompt could not be saved. Try again.',
} as const;

/** 'Moderation error: ...' for a studio render the server moderated (§8). */
export const studioRenderModerationError = (message: string): string =>
  `Moderation error: ${message}`;
