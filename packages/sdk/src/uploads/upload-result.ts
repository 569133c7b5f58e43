/**
 * What an upload flow reports: progress while it runs (the step, the upload status the progress
 * card shows, bytes sent) and one result at the end, a success or a typed failure that names
 * the step, a reason, the spec's message and the notice to show. Flows never throw.
 */
import { uploadProgressPercent, type ApiError, type Notice } from '@cadenza/sdk';

/** The steps of an upload, in order (2-studio §4 Upload flow and Hook video upload). */
export const UPLOAD_STEPS = [
  'validate',
  'params',
  'upload',
  'finish',
  'processing',
  'initialize',
  'metadata',
  'complete',
] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/**
 * Why a flow ended without a result: `invalid` (input refused before any call), `failed` (the
 * server said no: invalid_upload, error, a failed call), `timeout` (tries or time used up),
 * `error` (a status read failed), `cancelled` (the caller's signal, or the server's cancelled
 * status), `copyright` (the finish call found copyrighted material: the copyright warning).
 */
export type UploadFailureReason =
  'invalid' | 'failed' | 'timeout' | 'error' | 'cancelled' | 'copyright';

export interface UploadFailure {
  readonly ok: false;
  readonly step: UploadStep;
  readonly reason: UploadFailureReason;
  /** The spec's message ('' for a cancel, which shows nothing). */
  readonly message: string;
  /** What to show; absent for a cancel and for the copyright warning (a modal). */
  readonly notice?: Notice;
  /** A validation code when the input was refused. */
  readonly code?: string;
  readonly error?: ApiError;
  /** The upload, once the parameters call answered. */
  readonly uploadId?: string;
  /** The clip, when it was created before the failure (metadata). */
  readonly clipId?: string;
  /** True when the upload modal resets (invalid upload). */
  readonly reset?: boolean;
}

export interface UploadProgress {
  readonly step: UploadStep;
  /**
   * The upload's status as the progress card shows it: uploading, initializing,
   * vocals_detected, complete for audio; uploading, uploading-complete, processing, complete
   * for video.
   */
  readonly status: string;
  /** 20 uploading, 75 initializing, 100 complete; null for other statuses. */
  readonly percent: number | null;
  readonly loadedBytes: number;
  readonly totalBytes: number;
  readonly uploadId: string | null;
}

export type ProgressListener = (progress: UploadProgress) => void;

/** Builds progress reports for one file, remembering the last upload id and bytes. */
export function progressReporter(totalBytes: number, listener: ProgressListener | undefined) {
  let uploadId: string | null = null;
  let loadedBytes = 0;
  return {
    setUploadId(id: string) {
      uploadId = id;
    },
    report(step: UploadStep, status: string, loaded?: number) {
      if (loaded !== undefined) loadedBytes = loaded;
      listener?.({
        step,
        status,
        percent: uploadProgressPercent(status),
        loadedBytes,
        totalBytes,
        uploadId,
      });
    },
  };
}

export type ProgressReporter = ReturnType<typeof progressReporter>;
