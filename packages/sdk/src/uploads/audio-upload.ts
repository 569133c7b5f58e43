/**
 * The audio upload flow (2-studio §4 Upload flow, §5 Upload, §8 Upload messages): the chosen or
 * recorded (and trimmed) file is checked, upload parameters are asked for, the file is sent
 * directly, the finish call is made, the status is polled every 4 s up to 75 tries, then the
 * clip is initialised and its metadata set. Every step honours the AbortSignal and reports
 * progress; every failure is a typed result with the spec's message.
 */
import {
  fileExtension,
  UPLOAD_MESSAGES,
  uploadTitle,
  validateAudioFiles,
  type ApiClient,
  type ApiError,
  type Clock,
} from '@cadenza/sdk';
import type { Clip } from '../polling/clip-poller';
import { followAudioUpload } from '../polling/flows';
import { createFetchUploader, type DirectUploader } from './direct-upload';
import {
  cancelled,
  refusal,
  runUploadStep,
  stepFailure,
  transferFile,
  type StepContext,
} from './transfer';
import {
  progressReporter,
  type ProgressListener,
  type UploadFailure,
  type UploadStep,
} from './upload-result';

export interface AudioUploadInput {
  /** The file (already trimmed); a File is a Blob. */
  readonly file: Blob;
  readonly filename: string;
  /** The trim title; 'Untitled Song' when empty. */
  readonly title?: string | null;
  /** When the user accepted the upload terms (persisted); null refuses the upload. */
  readonly termsAcceptedAt: number | null;
  /** Downbeats (s) for the new clip, when the client already knows them. */
  readonly downbeats?: readonly number[] | null;
  /** A stem mix: the clip is initialised as a stem remix of these clips. */
  readonly stemMix?: {
    readonly stemRemixOfClipId: string;
    readonly combinedFromClipIds: readonly string[];
  } | null;
}

export interface UploadFlowOptions {
  readonly client: ApiClient;
  readonly clock: Clock;
  readonly signal?: AbortSignal;
  /** Sends the file to the upload target; fetch by default. */
  readonly uploader?: DirectUploader;
  readonly onProgress?: ProgressListener;
}

export interface AudioUploadSuccess {
  readonly ok: true;
  readonly uploadId: string;
  readonly clip: Clip;
  /** The status polling ended with vocals_detected: the vocals state is shown. */
  readonly vocalsDetected: boolean;
}

export type AudioUploadResult = AudioUploadSuccess | UploadFailure;

/** Refusals before any call: the file checks and the terms (2-studio §5 Upload). */
function refuse(input: AudioUploadInput): UploadFailure | null {
  const checked = validateAudioFiles([
    { name: input.filename, type: input.file.type, size: input.file.size },
  ]);
  if (!checked.ok)
    return refusal(
      'audio',
      checked.problem.code,
      'message' in checked.problem ? checked.problem.message : '',
    );
  // Decided: the spec words no message for missing terms (the modal shows the terms stage).
  if (input.termsAcceptedAt == null) return refusal('audio', 'terms_not_accepted', '');
  return null;
}

/** 424, or a detail naming it: 'Copyright infringement detected' (the copyright warning). */
const copyright = (error: ApiError, uploadId: string): UploadFailure | null =>
  error.status === 424 || (error.detail ?? '').includes(UPLOAD_MESSAGES.copyrightDetected)
    ? {
        ok: false,
        step: 'finish',
        reason: 'copyright',
        message: UPLOAD_MESSAGES.copyrightDetected,
        error,
        uploadId,
      }
    : null;

/** Polls the status; the finished upload, or the failure with its message. */
async function processing(
  uploadId: string,
  options: UploadFlowOptions,
  context: StepContext,
): Promise<{ ok: true; vocalsDetected: boolean } | UploadFailure> {
  const result = await followAudioUpload(uploadId, {
    client: options.client,
    clock: options.clock,
    signal: context.signal,
  });
  if (result.ok) {
    if (result.value.status === 'cancelled') return cancelled('processing', uploadId);
    return { ok: true, vocalsDetected: result.value.status === 'vocals_detected' };
  }
  switch (result.reason) {
    case 'aborted':
      return context.aborted('processing', uploadId);
    case 'failed':
      return {
        ok: false,
        step: 'processing',
        reason: 'failed',
        message: result.message,
        uploadId,
        ...(result.notice ? { notice: result.notice } : {}),
        ...(result.message === UPLOAD_MESSAGES.invalidUpload ? { reset: true } : {}),
      };
    case 'timeout':
      // Decided: 'Upload processing timed out' is the failure, 'Audio processing timed out.
      // Please try again.' the toast the user reads.
      return {
        ...stepFailure('audio', 'processing', 'timeout', {
          message: UPLOAD_MESSAGES.audioProcessingTimedOut,
        }),
        message: UPLOAD_MESSAGES.processingTimedOut,
        uploadId,
      };
    default:
      return stepFailure(
        'audio',
        'processing',
        'error',
        { message: UPLOAD_MESSAGES.statusCheckFailed },
        { uploadId, ...(result.error ? { error: result.error } : {}) },
      );
  }
}

/** Uploads one audio file and returns its complete clip, or the failure of the first step. */
export async function uploadAudioFile(
  input: AudioUploadInput,
  options: UploadFlowOptions,
): Promise<AudioUploadResult> {
  const refused = refuse(input);
  if (refused) return refused;
  const { client } = options;
  const signal = options.signal ?? new AbortController().signal;
  const progress = progressReporter(input.file.size, options.onProgress);
  const context: StepContext = {
    signal,
    aborted: (step: UploadStep, uploadId) => cancelled(step, uploadId),
  };
  const transferred = await transferFile(
    'audio',
    {
      file: input.file,
      filename: input.filename,
      create: { extension: fileExtension(input.filename), is_stem_mix: input.stemMix != null },
      finish: { upload_type: 'file_upload', upload_filename: input.filename },
    },
    {
      ...context,
      client,
      uploader: options.uploader ?? createFetchUploader(),
      progress,
      finishFailure: copyright,
    },
  );
  if (!transferred.ok) return transferred;
  const { uploadId } = transferred;
  progress.report('processing', 'initializing');
  const processed = await processing(uploadId, options, context);
  if (!processed.ok) return processed;
  progress.report('initialize', processed.vocalsDetected ? 'vocals_detected' : 'initializing');

  const path = { upload_id: uploadId };
  const { stemMix } = input;
  const initialized = await runUploadStep(
    'audio',
    'initialize',
    { message: UPLOAD_MESSAGES.initializeClipFailed },
    context,
    uploadId,
    () =>
      stemMix
        ? client.call(
            'initializeStemMixClip',
            {
              path,
              body: {
                stem_remix_of_clip_id: stemMix.stemRemixOfClipId,
                combined_from_clip_ids: [...stemMix.combinedFromClipIds],
              },
            },
            { signal },
          )
        : client.call(
            'initializeUploadClip',
            { path, body: input.downbeats ? { downbeats: [...input.downbeats] } : {} },
            { signal },
          ),
  );
  if (!initialized.ok) return initialized.failure;
  const clipId = initialized.value.clip_id;

  progress.report('metadata', processed.vocalsDetected ? 'vocals_detected' : 'initializing');
  const described = await runUploadStep(
    'audio',
    'metadata',
    { message: UPLOAD_MESSAGES.setMetadataFailed },
    { signal, aborted: (step) => ({ ...cancelled(step, uploadId), clipId }) },
    uploadId,
    () =>
      client.call(
        'setMetadata',
        {
          path: { gen_id: clipId },
          body: { title: uploadTitle(input.title), is_audio_upload_tos_accepted: true },
        },
        { signal },
      ),
    (error) =>
      stepFailure(
        'audio',
        'metadata',
        'failed',
        { message: UPLOAD_MESSAGES.setMetadataFailed },
        { error, uploadId, clipId },
      ),
  );
  if (!described.ok) return described.failure;
  progress.report('complete', 'complete', input.file.size);
  return {
    ok: true,
    uploadId,
    clip: described.value.clip,
    vocalsDetected: processed.vocalsDetected,
  };
}
