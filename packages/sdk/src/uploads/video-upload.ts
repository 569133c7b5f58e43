/**
 * The video upload flow, for hooks by default (2-studio §4 Hook, §5 Hook post, §8 Hook upload):
 * uploading, then uploading-complete, then the finish call, then processing polled every 2 s
 * until complete or error, timing out at 180000 ms. An upload not finished within 600000 ms
 * is cancelled ('Upload timed out' / 'The upload took longer than 10 minutes. ...').
 */
import {
  fileExtension,
  HOOK_MESSAGES,
  HOOK_VIDEO_UPLOAD_TIMEOUT_MS,
  validateVideoUpload,
  type ResultOf,
} from '@cadenza/sdk';
import { followHookVideoUpload } from '../polling/flows';
import { createFetchUploader } from './direct-upload';
import type { UploadFlowOptions } from './audio-upload';
import { cancelled, refusal, stepFailure, transferFile } from './transfer';
import { progressReporter, type UploadFailure, type UploadStep } from './upload-result';

export interface VideoUploadInput {
  readonly file: Blob;
  readonly filename: string;
  /** The video's length when the client measured it (hook videos last 10 s to 120 s). */
  readonly durationMs?: number | null;
  /** A hook video (200 MB, the duration checks, video_upload_type 'hook'); true by default. */
  readonly forHook?: boolean;
  /** The clip the video belongs to (a video cover). */
  readonly clipId?: string | null;
  /** A song's video cover (with forHook false): video_upload_type 'video_cover'. */
  readonly isVideoCover?: boolean;
  readonly requireVideoSprite?: boolean;
  readonly failTaskOnModeration?: boolean;
}

export type ProcessedVideo = ResultOf<'getVideoUpload'>;

export interface VideoUploadSuccess {
  readonly ok: true;
  readonly uploadId: string;
  /** The processed video: s3_id, image_url, audio_alignment_timestamp. */
  readonly video: ProcessedVideo;
}

export type VideoUploadResult = VideoUploadSuccess | UploadFailure;

const failure = (
  step: UploadStep,
  reason: UploadFailure['reason'],
  message: string,
  description: string,
  uploadId: string | null,
): UploadFailure =>
  stepFailure('video', step, reason, { message, description }, uploadId ? { uploadId } : {});

/**
 * The finish call's video_upload_type (values not shown in the spec; decided in DECISIONS.md):
 * 'hook' for a hook video, 'video_cover' for a song's video cover, null for any other video.
 */
const videoUploadType = (forHook: boolean, isVideoCover: boolean): string | null =>
  forHook ? 'hook' : isVideoCover ? 'video_cover' : null;

/** Uploads one video and waits until it is processed, or returns the first failure. */
export async function uploadVideoFile(
  input: VideoUploadInput,
  options: UploadFlowOptions,
): Promise<VideoUploadResult> {
  const forHook = input.forHook ?? true;
  const problem = validateVideoUpload([input.file], input.durationMs ?? null, forHook);
  if (problem) return refusal('video', problem.code, problem.message ?? '');
  const { client, clock } = options;
  const progress = progressReporter(input.file.size, options.onProgress);

  // The upload (parameters, send, finish) runs under its own signal: the caller's, or the
  // 600000 ms cancel.
  const controller = new AbortController();
  const forward = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forward();
  options.signal?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HOOK_VIDEO_UPLOAD_TIMEOUT_MS);
  const aborted = (step: UploadStep, uploadId: string | null) =>
    timedOut
      ? failure(
          step,
          'timeout',
          HOOK_MESSAGES.uploadTimedOut,
          HOOK_MESSAGES.uploadTimedOutDescription,
          uploadId,
        )
      : cancelled(step, uploadId);
  let transferred: Awaited<ReturnType<typeof transferFile>>;
  try {
    transferred = await transferFile(
      'video',
      {
        file: input.file,
        filename: input.filename,
        create: { extension: fileExtension(input.filename) },
        finish: {
          upload_type: 'file_upload',
          upload_filename: input.filename,
          video_upload_type: videoUploadType(forHook, input.isVideoCover === true),
          ...(input.clipId ? { clip_id: input.clipId } : {}),
          ...(input.isVideoCover !== undefined ? { is_video_cover: input.isVideoCover } : {}),
          ...(input.requireVideoSprite !== undefined
            ? { require_video_sprite: input.requireVideoSprite }
            : {}),
          ...(input.failTaskOnModeration !== undefined
            ? { fail_task_on_moderation: input.failTaskOnModeration }
            : {}),
        },
      },
      {
        client,
        uploader: options.uploader ?? createFetchUploader(),
        progress,
        signal: controller.signal,
        aborted,
      },
    );
  } finally {
    clock.clearTimeout(timer);
    options.signal?.removeEventListener('abort', forward);
  }
  if (!transferred.ok) return transferred;
  const { uploadId } = transferred;

  progress.report('processing', 'processing');
  const processed = await followHookVideoUpload(uploadId, {
    client,
    clock,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (processed.ok) {
    progress.report('complete', 'complete', input.file.size);
    return { ok: true, uploadId, video: processed.value };
  }
  switch (processed.reason) {
    case 'aborted':
      return cancelled('processing', uploadId);
    case 'failed':
      return failure(
        'processing',
        'failed',
        processed.message,
        HOOK_MESSAGES.differentVideoFile,
        uploadId,
      );
    case 'timeout':
      return failure(
        'processing',
        'timeout',
        HOOK_MESSAGES.videoProcessingTimedOut,
        HOOK_MESSAGES.videoProcessingTimedOutDescription,
        uploadId,
      );
    default:
      return {
        ...failure(
          'processing',
          'error',
          HOOK_MESSAGES.failedToProcessUpload,
          HOOK_MESSAGES.tryAgain,
          uploadId,
        ),
        ...(processed.error ? { error: processed.error } : {}),
      };
  }
}
