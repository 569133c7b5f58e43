/**
 * The photo upload of a song's cover image (Song Details; the spec shows no call for it, so the
 * calls are an extension decided in DECISIONS.md): the photo is checked (jpeg, jpg, png, webp,
 * bmp; 2-studio §5 Photo upload), upload parameters are asked for, the file is sent directly,
 * and the finish call answers the image's s3 id, which set_metadata takes as image_s3_id. No
 * processing follows. Honours the AbortSignal, reports progress, never throws.
 */
import { fileExtension, isAcceptedPhoto } from '@cadenza/sdk';
import type { UploadFlowOptions } from './audio-upload';
import { createFetchUploader } from './direct-upload';
import { cancelled, refusal, transferFile } from './transfer';
import { progressReporter, type UploadFailure } from './upload-result';

export interface ImageUploadInput {
  /** The photo (a File, or the cropped Blob); its type, when it has one, must be a photo type. */
  readonly file: Blob;
  /** Its name: the extension (jpeg, jpg, png, webp, bmp) is the upload's. */
  readonly filename: string;
}

/** The image upload waits on nothing, so it needs no clock. */
export type ImageUploadOptions = Omit<UploadFlowOptions, 'clock'>;

export interface ImageUploadSuccess {
  readonly ok: true;
  readonly uploadId: string;
  /** What set_metadata takes as image_s3_id. */
  readonly s3Id: string;
  /** Where the stored image is served. */
  readonly imageUrl: string;
}

export type ImageUploadResult = ImageUploadSuccess | UploadFailure;

/**
 * Decided: a file that is not a photo is refused with the code 'not_a_photo' and no message
 * (the spec words none; the photo picker offers only the accepted types).
 */
const isPhoto = (input: ImageUploadInput): boolean =>
  isAcceptedPhoto({ name: input.filename }) &&
  isAcceptedPhoto({ name: input.filename, type: input.file.type });

/** Uploads one photo and answers its s3 id, or the failure of the first step. */
export async function uploadImageFile(
  input: ImageUploadInput,
  options: ImageUploadOptions,
): Promise<ImageUploadResult> {
  if (!isPhoto(input)) return refusal('image', 'not_a_photo', '');
  const progress = progressReporter(input.file.size, options.onProgress);
  const transferred = await transferFile(
    'image',
    {
      file: input.file,
      filename: input.filename,
      create: { extension: fileExtension(input.filename) },
      finish: { upload_filename: input.filename },
    },
    {
      client: options.client,
      uploader: options.uploader ?? createFetchUploader(),
      progress,
      signal: options.signal ?? new AbortController().signal,
      aborted: (step, uploadId) => cancelled(step, uploadId),
    },
  );
  if (!transferred.ok) return transferred;
  progress.report('complete', 'complete', input.file.size);
  return {
    ok: true,
    uploadId: transferred.uploadId,
    s3Id: transferred.finished.s3_id,
    imageUrl: transferred.finished.image_url,
  };
}
