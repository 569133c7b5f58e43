/**
 * The uploads of Song Details: the cover image through the SDK's image upload (its s3 id is
 * set_metadata's image_s3_id) and the video cover through the SDK's video upload as the song's
 * video cover (its upload id is video_cover_upload_id), or the injected ones. Each answers an
 * outcome, never throws; a failure shows the SDK's set-metadata message for image_upload_error or
 * video_cover_error, with the upload's own message as its detail. A cancel shows nothing.
 */
import {
  type ApiClient,
  type Clock,
  describeSetMetadataError,
  type SetMetadataErrorType,
} from '@cadenza/sdk';
import { uploadImageFile, uploadVideoFile } from '@cadenza/sdk/store';

/** Uploads a picked file and answers its id (image_s3_id or video_cover_upload_id). */
export interface SongDetailsUploads {
  readonly image: (file: File, signal: AbortSignal) => Promise<string>;
  readonly videoCover: (file: File, signal: AbortSignal) => Promise<string>;
}

export type SongDetailsUploadKind = keyof SongDetailsUploads;

export type UploadOutcome =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly cancelled: boolean; readonly message: string };

export type UploadRunner = (
  kind: SongDetailsUploadKind,
  file: File,
  signal: AbortSignal,
) => Promise<UploadOutcome>;

const ERROR_TYPES: Record<SongDetailsUploadKind, SetMetadataErrorType> = {
  image: 'image_upload_error',
  videoCover: 'video_cover_error',
};

const failed = (message: string, cancelled = false): UploadOutcome => ({
  ok: false,
  cancelled,
  message,
});

/** The SDK's flows on the store's client and clock, for the song `clipId`. */
export function sdkUploadRunner(
  runtime: { readonly client: ApiClient; readonly clock: Clock },
  clipId: string,
): UploadRunner {
  return async (kind, file, signal) => {
    const options = { client: runtime.client, clock: runtime.clock, signal };
    const result =
      kind === 'image'
        ? await uploadImageFile({ file, filename: file.name }, options)
        : await uploadVideoFile(
            { file, filename: file.name, forHook: false, isVideoCover: true, clipId },
            options,
          );
    if (!result.ok) return failed(result.message, result.reason === 'cancelled');
    return { ok: true, id: 's3Id' in result ? result.s3Id : result.uploadId };
  };
}

/** Injected uploads as a runner: a rejection is a failure without a message of its own. */
export function injectedUploadRunner(uploads: SongDetailsUploads): UploadRunner {
  return (kind, file, signal) =>
    uploads[kind](file, signal).then(
      (id): UploadOutcome => ({ ok: true, id }),
      () => failed('', signal.aborted),
    );
}

/** What a failed upload shows, or null for a cancel. */
export function uploadFailureMessage(
  kind: SongDetailsUploadKind,
  outcome: Extract<UploadOutcome, { ok: false }>,
): string | null {
  if (outcome.cancelled) return null;
  return describeSetMetadataError({
    kind: 'response',
    status: 0,
    body: {
      error_type: ERROR_TYPES[kind],
      ...(outcome.message === '' ? {} : { detail: outcome.message }),
    },
  }).message;
}
