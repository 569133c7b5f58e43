/**
 * The audio upload modal's own wording (decided here, once): stage titles, buttons, field
 * labels and the messages the spec leaves unworded. Every message the spec spells out comes
 * from @cadenza/sdk (UPLOAD_MESSAGES) or @cadenza/studio-engine (AUDIO_MESSAGES).
 */
import { UPLOAD_MAX_DURATION_PAID_S } from '@cadenza/sdk';
import { STUDIO_UPLOAD_MODAL as SPEC } from '@cadenza/studio-engine/rules';

const minutes = (seconds: number): string =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;

export const formatSeconds = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const tenths = Math.floor((Math.max(0, seconds) - whole) * 10);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}.${tenths}`;
};

export const AUDIO_UPLOAD_LABELS = {
  open: 'Upload Audio',
  title: {
    terms: SPEC.stageTerms,
    upload: SPEC.stageUploadOrRecord,
    trim: SPEC.stageTrim,
    finalize: SPEC.stageFinalize,
  },
  description: {
    terms: 'Accept the terms before uploading your own audio.',
    upload: 'Upload an audio file, pick a song from your library, or record.',
    trim: 'Drag the handles to choose the part to upload.',
    finalize: 'What would you like to make?',
  },
  terms: [
    'Upload only audio you own or have the rights to use.',
    'Uploads are checked for copyrighted material; infringing audio is refused.',
    'Your upload is private until you choose to share what you make with it.',
  ],
  termsLink: 'Read the full Terms of Service',
  accept: 'Accept and Continue',
  upload: 'Upload',
  library: 'Library',
  libraryList: 'Songs in your library',
  libraryEmpty: 'No songs in your library yet.',
  drop: 'Drop an audio file here',
  dropActive: 'Drop to upload',
  record: 'Record',
  stopRecording: 'Stop',
  recording: 'Recording',
  preparing: 'Preparing microphone…',
  liveWaveform: 'Live input level',
  decoding: 'Reading the audio…',
  loading: 'Loading…',
  undecodable: 'This file could not be read as audio.',
  tooLarge: 'Please upload a file under 500 MB.',
  tooShort: (minS: number) => `Audio must be at least ${minS} seconds long.`,
  waveform: 'Waveform of the upload',
  trimStart: 'Trim start',
  trimEnd: 'Trim end',
  selection: (seconds: number) => `Selected ${formatSeconds(seconds)}`,
  limit: (maxS: number) => `Uploads can be up to ${minutes(maxS)} long.`,
  upgradePrompt: `Upgrade to upload up to ${minutes(UPLOAD_MAX_DURATION_PAID_S)}.`,
  upgrade: 'Upgrade',
  songTitle: 'Title',
  back: 'Back',
  next: 'Next',
  choices: {
    cover: { label: 'Cover', hint: SPEC.finalizeCoverHint },
    extend: { label: 'Extend', hint: SPEC.finalizeExtendHint },
    save: { label: SPEC.finalizeSave, hint: SPEC.finalizeSaveHint },
  },
  finalizeGroup: 'What to make',
  subscribe: 'Subscribe to Pro or Premier to upload your own audio.',
  subscribeAction: 'Subscribe',
  progress: 'Upload progress',
  cancel: 'Cancel',
  retry: 'Retry',
  continue: 'Continue',
  state: {
    uploading: 'Uploading',
    initializing: 'Initializing',
    vocals_detected: 'Vocals detected',
    complete: 'Complete',
  },
  vocals: 'Vocals were found in your audio.',
  done: (title: string) => `${title} is in your library.`,
  cancelled: 'Upload cancelled.',
} as const;

export type UploadStageName = keyof typeof AUDIO_UPLOAD_LABELS.title;
