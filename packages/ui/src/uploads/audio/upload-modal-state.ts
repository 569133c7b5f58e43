/**
 * The upload modal's stages as a pure reducer (2-studio §2 Upload modal, §5 Upload): Terms of
 * Service (skipped once accepted), Upload or Record, Trim (the window kept between the plan's
 * limits, default title 'Untitled Song'), Finalize (Save to Library by default), and the
 * 'Discard Changes?' question when the modal closes with work in it.
 */
import {
  clampTrim,
  defaultTrim,
  UPLOAD_FINALIZE_DEFAULT,
  UPLOAD_MESSAGES,
  uploadStartStage,
  validateAudioFiles,
  type PickedFile,
  type TrimRange,
  type UploadLimits,
} from '@cadenza/sdk';
import type { AudioDraft } from './audio-file';
import { AUDIO_UPLOAD_LABELS as L, type UploadStageName } from './labels';

export type FinalizeChoice = 'cover' | 'extend' | 'save';

export interface UploadModalState {
  readonly stage: UploadStageName;
  readonly draft: AudioDraft | null;
  /** A song picked from the library instead of a file: Cover or Extend it. */
  readonly libraryClip: { readonly id: string; readonly title: string } | null;
  readonly trim: TrimRange | null;
  readonly title: string;
  readonly choice: FinalizeChoice;
  /** The message of the last refused file or microphone failure. */
  readonly error: string | null;
  /** The 'Discard Changes?' question is open. */
  readonly confirmingDiscard: boolean;
}

export type UploadModalEvent =
  | { readonly type: 'terms-accepted' }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'error-cleared' }
  | {
      readonly type: 'library-picked';
      readonly clip: { readonly id: string; readonly title: string };
    }
  | { readonly type: 'reset' }
  | { readonly type: 'draft-ready'; readonly draft: AudioDraft; readonly limits: UploadLimits }
  | { readonly type: 'trim-changed'; readonly range: TrimRange; readonly limits: UploadLimits }
  | { readonly type: 'title-changed'; readonly title: string }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'choice-changed'; readonly choice: FinalizeChoice }
  | { readonly type: 'close-requested' }
  | { readonly type: 'discard-cancelled' };

export function initialUploadModalState(termsAcceptedAt: number | null): UploadModalState {
  return {
    stage: uploadStartStage(termsAcceptedAt),
    draft: null,
    libraryClip: null,
    trim: null,
    title: '',
    choice: UPLOAD_FINALIZE_DEFAULT,
    error: null,
    confirmingDiscard: false,
  };
}

/** Work that closing would lose: a chosen or recorded file. */
export const hasWork = (state: UploadModalState): boolean => state.draft !== null;

/**
 * The first problem of picked or dropped files: 'Please upload one file at a time.', 'Please
 * upload audio files only.', the 500 MB maximum; null when the one file is fine.
 */
export function pickedFilesProblem(files: readonly PickedFile[]): string | null {
  const checked = validateAudioFiles(files);
  if (checked.ok) return null;
  switch (checked.problem.code) {
    case 'no_file':
      return null;
    case 'too_large':
      return L.tooLarge;
    default:
      return checked.problem.message;
  }
}

const PREVIOUS: Partial<Record<UploadStageName, UploadStageName>> = {
  trim: 'upload',
  finalize: 'trim',
};

export function uploadModalReducer(
  state: UploadModalState,
  event: UploadModalEvent,
): UploadModalState {
  switch (event.type) {
    case 'terms-accepted':
      return state.stage === 'terms' ? { ...state, stage: 'upload' } : state;
    case 'refused':
      return { ...state, error: event.message };
    case 'error-cleared':
      return state.error === null ? state : { ...state, error: null };
    case 'library-picked':
      return { ...state, stage: 'finalize', libraryClip: event.clip, choice: 'cover', error: null };
    case 'reset':
      return { ...initialUploadModalState(0), stage: 'upload' };
    case 'draft-ready': {
      const trim = defaultTrim(event.draft.audio.durationS, event.limits);
      if (!trim.ok) return { ...state, error: L.tooShort(event.limits.minS) };
      return {
        ...state,
        stage: 'trim',
        draft: event.draft,
        trim: trim.range,
        title: event.draft.title ?? '',
        error: null,
      };
    }
    case 'trim-changed':
      return state.draft === null
        ? state
        : { ...state, trim: clampTrim(event.range, state.draft.audio.durationS, event.limits) };
    case 'title-changed':
      return { ...state, title: event.title };
    case 'next':
      return state.stage === 'trim' && state.trim !== null
        ? { ...state, stage: 'finalize' }
        : state;
    case 'back': {
      if (state.libraryClip !== null) return { ...state, stage: 'upload', libraryClip: null };
      const previous = PREVIOUS[state.stage];
      if (previous === undefined) return state;
      return previous === 'upload'
        ? { ...state, stage: previous, draft: null, trim: null, title: '', error: null }
        : { ...state, stage: previous };
    }
    case 'choice-changed':
      return { ...state, choice: event.choice };
    case 'close-requested':
      return hasWork(state) ? { ...state, confirmingDiscard: true } : state;
    case 'discard-cancelled':
      return { ...state, confirmingDiscard: false };
  }
}

/** The title sent with the upload: the typed one, else 'Untitled Song'. */
export const titleOrDefault = (title: string): string =>
  title.trim() === '' ? UPLOAD_MESSAGES.untitledSong : title.trim();
