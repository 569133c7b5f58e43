/**
 * Audio upload rules (2-studio §2 Upload modal, §4 Upload flow, §5 Upload, §6, §8, §9): dropped
 * files, who may upload, duration limits with the server override, trimming, the default title,
 * the modal's stages, progress and status outcomes.
 */
import {
  UPLOAD_ERROR_TOAST_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_DURATION_FREE_S,
  UPLOAD_MAX_DURATION_LARGEST_S,
  UPLOAD_MAX_DURATION_PAID_S,
  UPLOAD_MAX_FILES,
  UPLOAD_MIN_DURATION_S,
  UPLOAD_PROGRESS_PERCENT,
  UPLOAD_TRIM_CUT_MARGIN_S,
} from './constants';
import { UPLOAD_MESSAGES, fileIsComing, filesUploading } from './messages/uploads';
import { notice, type Notice } from './notice';
import {
  hasFlag,
  hasPlanFeature,
  isPaidPlan,
  isStaff,
  type FlagSource,
  type Viewer,
} from './permissions';

/** A file as the browser hands it over. */
export interface PickedFile {
  readonly name: string;
  readonly type?: string | null;
  readonly size: number;
}

/**
 * Audio extensions accepted when the browser gives no MIME type. Not in constants.ts: 2-studio
 * §5 says only 'audio files'; decided the common audio containers.
 */
// prettier-ignore
export const AUDIO_FILE_EXTENSIONS = [
  'mp3', 'wav', 'm4a', 'aac', 'flac', 'ogg', 'oga', 'opus', 'weba', 'aif', 'aiff',
] as const;

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isAudioFile = (file: PickedFile): boolean =>
  file.type != null && file.type !== ''
    ? file.type.startsWith('audio/')
    : (AUDIO_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));

export type FileProblem =
  | { readonly code: 'no_file' }
  | { readonly code: 'too_many_files'; readonly message: string }
  | { readonly code: 'not_audio'; readonly message: string }
  | { readonly code: 'too_large'; readonly maxBytes: number };

/**
 * Dropped or picked files: more than one gives 'Please upload one file at a time.'; non-audio
 * 'Please upload audio files only.'; over 500 MB is refused (the spec words no message).
 */
export function validateAudioFiles(
  files: readonly PickedFile[],
):
  | { readonly ok: true; readonly file: PickedFile }
  | { readonly ok: false; readonly problem: FileProblem } {
  const file = files[0];
  if (file === undefined) return { ok: false, problem: { code: 'no_file' } };
  if (files.length > UPLOAD_MAX_FILES)
    return {
      ok: false,
      problem: { code: 'too_many_files', message: UPLOAD_MESSAGES.oneFileAtATime },
    };
  if (!isAudioFile(file))
    return { ok: false, problem: { code: 'not_audio', message: UPLOAD_MESSAGES.audioFilesOnly } };
  if (file.size > UPLOAD_MAX_BYTES)
    return { ok: false, problem: { code: 'too_large', maxBytes: UPLOAD_MAX_BYTES } };
  return { ok: true, file };
}

/** Pro, Premier or staff may upload; others see the subscribe message. */
export const canUpload = (viewer: Viewer, flags: FlagSource): boolean =>
  isPaidPlan(viewer) || isStaff(viewer) || hasFlag(flags, 'skip-paywall');

/** The modal's first stage: the terms are skipped once accepted. */
export const uploadStartStage = (termsAcceptedAt: number | null | undefined): 'terms' | 'upload' =>
  termsAcceptedAt == null ? 'terms' : 'upload';

/** The modal's stages in order. */
export const UPLOAD_STAGES = ['terms', 'upload', 'trim', 'finalize'] as const;
/** Finalize asks what to make; Save to Library is the default. */
export const UPLOAD_FINALIZE_CHOICES = ['cover', 'extend', 'save'] as const;
export const UPLOAD_FINALIZE_DEFAULT = 'save';

export interface UploadLimits {
  readonly minS: number;
  readonly maxS: number;
  /** The limit the text names (LongUploads decides it: 8 minutes with it, 1 minute without). */
  readonly limitTextS: number;
  /** Free users see an upgrade prompt for 8 minutes. */
  readonly upgradePrompt: boolean;
}

/**
 * Upload duration limits: free 1 minute, Pro or staff 8 minutes, staff or skip-paywall the
 * largest; the server may override them via audioUploadLimits (minimum default 6 s).
 */
export function uploadLimits(
  viewer: Viewer,
  flags: FlagSource,
  server?: { readonly min?: number | null; readonly max?: number | null } | null,
): UploadLimits {
  const largest = isStaff(viewer) || hasFlag(flags, 'skip-paywall');
  const planMax = largest
    ? UPLOAD_MAX_DURATION_LARGEST_S
    : isPaidPlan(viewer)
      ? UPLOAD_MAX_DURATION_PAID_S
      : UPLOAD_MAX_DURATION_FREE_S;
  const longUploads = hasPlanFeature(viewer, 'LongUploads');
  return {
    minS: server?.min ?? UPLOAD_MIN_DURATION_S,
    maxS: server?.max ?? planMax,
    limitTextS: longUploads ? UPLOAD_MAX_DURATION_PAID_S : UPLOAD_MAX_DURATION_FREE_S,
    upgradePrompt: !longUploads,
  };
}

export interface TrimRange {
  readonly startS: number;
  readonly endS: number;
}

/** The shortest cut: the trim minimum plus 0.5 s. */
export const trimMinimumS = (limits: Pick<UploadLimits, 'minS'>): number =>
  limits.minS + UPLOAD_TRIM_CUT_MARGIN_S;

/** The first trim window: from 0, as long as allowed; too short a file is refused. */
export function defaultTrim(
  durationS: number,
  limits: Pick<UploadLimits, 'minS' | 'maxS'>,
):
  | { readonly ok: true; readonly range: TrimRange }
  | { readonly ok: false; readonly code: 'too_short' } {
  if (!(durationS >= limits.minS)) return { ok: false, code: 'too_short' };
  return { ok: true, range: { startS: 0, endS: Math.min(durationS, limits.maxS) } };
}

/**
 * Keeps a trim window inside the file, its length between the cut minimum and the maximum
 * (the window never exceeds the maximum).
 */
export function clampTrim(
  range: TrimRange,
  durationS: number,
  limits: Pick<UploadLimits, 'minS' | 'maxS'>,
): TrimRange {
  const minLength = Math.min(durationS, trimMinimumS(limits));
  const start = Math.min(Math.max(0, range.startS), durationS);
  let end = Math.min(Math.max(start, range.endS), durationS, start + limits.maxS);
  if (end - start >= minLength) return { startS: start, endS: end };
  end = Math.min(durationS, start + minLength);
  return { startS: Math.max(0, end - minLength), endS: end };
}

/** The default trim title is 'Untitled Song'. */
export const uploadTitle = (title?: string | null): string => {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? UPLOAD_MESSAGES.untitledSong : trimmed;
};

/** Progress card: 20% uploading, 75% initializing, 100% complete; null for other states. */
export const uploadProgressPercent = (status: string): number | null =>
  Object.hasOwn(UPLOAD_PROGRESS_PERCENT, status)
    ? UPLOAD_PROGRESS_PERCENT[status as keyof typeof UPLOAD_PROGRESS_PERCENT]
    : null;

/** What a polled upload status means for the flow. */
export type UploadOutcome =
  | { readonly kind: 'pending' }
  | { readonly kind: 'vocals_detected' }
  | { readonly kind: 'complete' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly notice: Notice; readonly reset: boolean };

/**
 * Upload status outcomes: vocals detected shows its state; an invalid upload shows 'Invalid
 * upload. Please try again.' (4 s, closable) and resets; a cancelled upload stops; an error
 * shows the server message with 'Please upload a different audio file.'
 */
export function uploadOutcome(status: string, errorMessage?: string | null): UploadOutcome {
  switch (status) {
    case 'vocals_detected':
    case 'complete':
    case 'cancelled':
      return { kind: status };
    case 'invalid_upload':
      return {
        kind: 'failed',
        reset: true,
        notice: notice('error', UPLOAD_MESSAGES.invalidUpload, UPLOAD_ERROR_TOAST_MS, {
          closable: true,
        }),
      };
    case 'error':
      return {
        kind: 'failed',
        reset: false,
        notice: notice(
          'error',
          errorMessage ?? UPLOAD_MESSAGES.processingFailed,
          UPLOAD_ERROR_TOAST_MS,
          {
            description: UPLOAD_MESSAGES.differentAudioFile,
            closable: true,
          },
        ),
      };
    default:
      return { kind: 'pending' };
  }
}

/** Status bar text: '{file} is coming' for one file, 'N Files Uploading...' for more. */
export function uploadStatusText(fileNames: readonly string[]): string | null {
  const [only] = fileNames;
  if (only === undefined) return null;
  return fileNames.length === 1 ? fileIsComing(only) : filesUploading(fileNames.length);
}

/** After an upload, Continue goes to /create unless already on /create, /create/v2 or /studio. */
export function uploadContinueTarget(path: string): '/create' | null {
  const stays = ['/create', '/create/v2', '/studio'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
  return stays ? null : '/create';
}
