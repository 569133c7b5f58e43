/**
 * The first half of every upload, audio, video or image: ask for upload parameters, send the
 * file to the returned url with its fields, make the finish call. One table names each kind's
 * calls and the spec's message for a failure of each step (2-studio §4, §8).
 */
import {
  HOOK_MESSAGES,
  notice,
  toApiError,
  UPLOAD_ERROR_TOAST_MS,
  UPLOAD_MESSAGES,
  type ApiClient,
  type ApiError,
  type BodyOf,
  type OperationId,
  type ResultOf,
} from '@cadenza/sdk';
import { STUDIO_ERROR_TOAST_MS } from '@cadenza/studio-engine/rules';
import type { DirectUploader } from './direct-upload';
import type { ProgressReporter, UploadFailure, UploadStep } from './upload-result';

/** A message with the description the spec pairs it with. */
export interface StepMessage {
  readonly message: string;
  readonly description?: string;
}

export interface UploadKindTable {
  readonly create: Extract<
    OperationId,
    'createAudioUpload' | 'createVideoUpload' | 'createImageUpload'
  >;
  readonly finish: Extract<
    OperationId,
    'finishAudioUpload' | 'finishVideoUpload' | 'finishImageUpload'
  >;
  readonly toastMs: number;
  /** True when failure toasts stay until closed. */
  readonly closable: boolean;
  readonly messages: {
    readonly params: StepMessage;
    readonly upload: StepMessage;
    readonly finish: StepMessage;
  };
}

const tryAgain = (message: string): StepMessage => ({
  message,
  description: HOOK_MESSAGES.tryAgain,
});

const UPLOAD_STEP_MESSAGES = {
  params: { message: UPLOAD_MESSAGES.fetchParamsFailed },
  upload: { message: UPLOAD_MESSAGES.uploadFailed },
  finish: { message: UPLOAD_MESSAGES.uploadFinishFailed },
} as const;

/**
 * Decided where the spec lists messages without naming the step: for video, a failed
 * parameters call gives 'Error trying to upload this video. Try another one?', a failed send
 * 'Upload failed' / 'Please try again.', a failed finish call 'Failed to process upload' /
 * 'Please try again.'. The image upload (an extension, no wording in the spec) fails with the
 * audio upload's words and toast.
 */
export const UPLOAD_KINDS = {
  audio: {
    create: 'createAudioUpload',
    finish: 'finishAudioUpload',
    toastMs: UPLOAD_ERROR_TOAST_MS,
    closable: true,
    messages: UPLOAD_STEP_MESSAGES,
  },
  image: {
    create: 'createImageUpload',
    finish: 'finishImageUpload',
    toastMs: UPLOAD_ERROR_TOAST_MS,
    closable: true,
    messages: UPLOAD_STEP_MESSAGES,
  },
  video: {
    create: 'createVideoUpload',
    finish: 'finishVideoUpload',
    toastMs: STUDIO_ERROR_TOAST_MS,
    closable: false,
    messages: {
      params: { message: HOOK_MESSAGES.uploadVideoError },
      upload: tryAgain(HOOK_MESSAGES.uploadFailed),
      finish: tryAgain(HOOK_MESSAGES.failedToProcessUpload),
    },
  },
} as const satisfies Record<string, UploadKindTable>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** A failure of `kind` at `step` with its message and toast. */
export function stepFailure(
  kind: UploadKind,
  step: UploadStep,
  reason: UploadFailure['reason'],
  text: StepMessage,
  extra: Partial<Pick<UploadFailure, 'error' | 'uploadId' | 'clipId' | 'reset' | 'code'>> = {},
): UploadFailure {
  const table: UploadKindTable = UPLOAD_KINDS[kind];
  return {
    ok: false,
    step,
    reason,
    message: text.message,
    notice: notice('error', text.message, table.toastMs, {
      description: text.description ?? null,
      closable: table.closable,
    }),
    ...extra,
  };
}

/** The input refused before any call: its code, and its message and toast when it has one. */
export const refusal = (kind: UploadKind, code: string, message: string): UploadFailure =>
  message === ''
    ? { ok: false, step: 'validate', reason: 'invalid', code, message }
    : stepFailure(kind, 'validate', 'invalid', { message }, { code });

/** The failure a cancel means: no message, no notice. */
export const cancelled = (step: UploadStep, uploadId?: string | null): UploadFailure => ({
  ok: false,
  step,
  reason: 'cancelled',
  message: '',
  ...(uploadId ? { uploadId } : {}),
});

export interface TransferOptions extends StepContext {
  readonly client: ApiClient;
  readonly uploader: DirectUploader;
  readonly progress: ProgressReporter;
  /** A failed finish call that is not the step's plain failure (the copyright warning). */
  readonly finishFailure?: (error: ApiError, uploadId: string) => UploadFailure | null;
}

export interface TransferInput<K extends UploadKind> {
  readonly file: Blob;
  readonly filename: string;
  readonly create: BodyOf<(typeof UPLOAD_KINDS)[K]['create']>;
  readonly finish: BodyOf<(typeof UPLOAD_KINDS)[K]['finish']>;
}

export interface StepContext {
  readonly signal: AbortSignal;
  readonly aborted: (step: UploadStep, uploadId: string | null) => UploadFailure;
}

/**
 * Runs one call of a step: its value, or the step's failure with `text` (or what the abort
 * means when the signal aborted; or `special` when it recognises the error).
 */
export async function runUploadStep<T>(
  kind: UploadKind,
  name: UploadStep,
  text: StepMessage,
  context: StepContext,
  uploadId: string | null,
  run: () => Promise<T>,
  special?: (error: ApiError) => UploadFailure | null,
): Promise<{ ok: true; value: T } | { ok: false; failure: UploadFailure }> {
  if (context.signal.aborted) return { ok: false, failure: context.aborted(name, uploadId) };
  try {
    return { ok: true, value: await run() };
  } catch (thrown) {
    if (context.signal.aborted) return { ok: false, failure: context.aborted(name, uploadId) };
    const error = toApiError(thrown);
    return {
      ok: false,
      failure:
        special?.(error) ??
        stepFailure(kind, name, 'failed', text, { error, ...(uploadId ? { uploadId } : {}) }),
    };
  }
}

export interface Transferred<K extends UploadKind> {
  readonly ok: true;
  readonly uploadId: string;
  /** The finish call's answer. */
  readonly finished: ResultOf<(typeof UPLOAD_KINDS)[K]['finish']>;
}

/** Parameters, direct upload, finish: the upload id and the finish call's answer. */
export async function transferFile<K extends UploadKind>(
  kind: K,
  input: TransferInput<K>,
  options: TransferOptions,
): Promise<Transferred<K> | UploadFailure> {
  const table: UploadKindTable = UPLOAD_KINDS[kind];
  const { client, signal, progress } = options;
  const total = input.file.size;
  progress.report('params', 'uploading', 0);
  const params = await runUploadStep(kind, 'params', table.messages.params, options, null, () =>
    client.callAny(table.create, { body: input.create }, { signal }),
  );
  if (!params.ok) return params.failure;
  const target = params.value as { id: string; url: string; fields: Record<string, string> };
  const uploadId = target.id;
  progress.setUploadId(uploadId);
  progress.report('upload', 'uploading', 0);
  const sent = await runUploadStep(kind, 'upload', table.messages.upload, options, uploadId, () =>
    options.uploader({
      url: target.url,
      fields: target.fields,
      file: input.file,
      filename: input.filename,
      signal,
      onProgress: (loaded) => progress.report('upload', 'uploading', Math.min(loaded, total)),
    }),
  );
  if (!sent.ok) return sent.failure;
  progress.report('finish', kind === 'video' ? 'uploading-complete' : 'uploading', total);
  const finished = await runUploadStep(
    kind,
    'finish',
    table.messages.finish,
    options,
    uploadId,
    () =>
      client.callAny(
        table.finish,
        { path: { upload_id: uploadId }, body: input.finish },
        { signal },
      ),
    (error) => options.finishFailure?.(error, uploadId) ?? null,
  );
  if (!finished.ok) return finished.failure;
  return {
    ok: true,
    uploadId,
    finished: finished.value as ResultOf<(typeof UPLOAD_KINDS)[K]['finish']>,
  };
}
