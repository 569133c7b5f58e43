import { GENERATION_ERROR_MESSAGES } from './generation';

/**
 * Audio upload, hook post, video upload and photo upload messages (2-studio §2, §4, §5, §8),
 * verbatim from the spec.
 */

export const UPLOAD_MESSAGES = {
  oneFileAtATime: 'Please upload one file at a time.',
  audioFilesOnly: 'Please upload audio files only.',
  untitledSong: 'Untitled Song',
  invalidUpload: 'Invalid upload. Please try again.',
  copyrightDetected: 'Copyright infringement detected',
  fetchParamsFailed: 'Failed to fetch upload parameters',
  uploadFailed: 'Upload failed',
  uploadFinishFailed: 'Upload finish failed',
  processingFailed: 'Processing failed',
  processingTimedOut: 'Upload processing timed out',
  audioProcessingTimedOut: 'Audio processing timed out. Please try again.',
  statusCheckFailed: 'Status check failed',
  differentAudioFile: 'Please upload a different audio file.',
  initializeClipFailed: 'Failed to initialize clip',
  setMetadataFailed: 'Failed to set metadata',
  discardChangesTitle: 'Discard Changes?',
  subscribePopoverTitle: "You're one step closer",
} as const;

/** Upload status bar: '{file} is coming'. */
export const fileIsComing = (file: string): string => `${file} is coming`;
/** Upload status bar: 'N Files Uploading...'. */
export const filesUploading = (count: number): string => `${count} Files Uploading...`;

export const HOOK_MESSAGES = {
  selectVideo: 'Please select a video.',
  selectSong: 'Please select a song.',
  selectVideoFileOrWait: 'Please select a video file or wait for it to upload.',
  fileTooLarge: 'Sorry, but this file is too large. Please try a video that is under 200 MB.',
  posted: 'Hook posted to feed!',
  failedModeration: 'Hook failed moderation',
  processingFailed: 'Hook processing failed',
  failedToProcessUpload: 'Failed to process upload',
  uploadTimedOut: 'Upload timed out',
  uploadTimedOutDescription:
    'The upload took longer than 10 minutes. Please check your internet connection and try again.',
  uploadFailed: 'Upload failed',
  tryAgain: 'Please try again.',
  differentVideoFile: 'Please upload a different video file.',
  videoProcessingTimedOut: 'Video processing timed out.',
  videoProcessingTimedOutDescription:
    'Please check your network connection or try a different video.',
  uploadVideoError: 'Error trying to upload this video. Try another one?',
  /** 423 on hook creation: the same words as the generation 423 (2-studio §6, §8). */
  supportAssistance: GENERATION_ERROR_MESSAGES.supportAssistance,
  invalidResponse: 'Failed to create hook: Invalid response data from server.',
} as const;

/** 'Video duration must be at least X.' */
export const videoDurationAtLeast = (x: string): string => `Video duration must be at least ${x}.`;
/** 'Video duration must be less than X.' */
export const videoDurationLessThan = (x: string): string =>
  `Video duration must be less than ${x}.`;
/** 'Exception during hook creation: ...' */
export const hookCreationException = (detail: string): string =>
  `Exception during hook creation: ${detail}`;

export const PHOTO_MESSAGES = {
  dialogTitle: 'Upload a Photo',
} as const;
