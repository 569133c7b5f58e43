// Tag uploads: upload parameters (url and fields of the direct-upload target), the direct upload
// itself (multipart, signature and size checked), finish, status and clip initialisation. An
// audio upload moves uploading → initializing → complete (or vocals_detected, or invalid_upload
// when it cannot be decoded or its length is outside the user's limits) over
// MOCK_UPLOAD_PROCESSING_MS; a video upload moves processing → complete or error. An image upload
// (extension, the Song Details cover) needs no processing: its finish call checks the bytes are
// an image of the upload's extension and answers the s3 id set_metadata takes as image_s3_id.
import {
  HOOK_VIDEO_MAX_BYTES,
  MOCK_UPLOAD_PROCESSING_MS,
  MOCK_VIDEO_UPLOAD_PROCESSING_MS,
  UPLOAD_MAX_BYTES,
  VIDEO_UPLOAD_DEFAULT_MAX_BYTES,
  type components,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { UploadKind, UploadRecord } from '../db/uploads';
import type { User } from '../db/users';
import { newId, shortCode } from '../db/ids';
import { visibleClip } from '../domain/access';
import { findArtist, findModerated } from '../domain/moderation';
import { canUpload, uploadLimits } from '../domain/plans';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { defineRoutes, SENT } from '../http/route';
import { createClip } from '../lifecycle/clips';
import { UPLOAD_MESSAGES } from '../messages';
import { readMultipart } from '../media/multipart';
import { AUDIO_UPLOAD_TYPES, videoTypeOf } from '../media/upload-content';

type Schemas = components['schemas'];

export const AUDIO_EXTENSIONS = new Set([
  'mp3',
  'wav',
  'm4a',
  'flac',
  'ogg',
  'aac',
  'webm',
  'opus',
]);
export const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'webm', 'm4v']);
export const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'webp', 'bmp']);

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'bmp';

const ascii = (bytes: Buffer, at: number, length: number): string =>
  bytes.toString('latin1', at, at + length);
const u32 = (bytes: Buffer, at: number, littleEndian: boolean): number =>
  bytes.length < at + 4 ? 0 : littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at);
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 108, 124]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * The image format of the bytes, read from their headers: JPEG (start of image, then an end of
 * image marker), PNG (signature, then the IHDR of a non-empty image), WebP (a RIFF WEBP with a
 * VP8 chunk), BMP ('BM', a known info header, a non-empty image); null for anything else.
 */
export function imageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, 3).equals(JPEG_START))
    return bytes.lastIndexOf(JPEG_END) > 2 ? 'jpeg' : null;
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n')
    return ascii(bytes, 12, 4) === 'IHDR' && u32(bytes, 16, false) > 0 && u32(bytes, 20, false) > 0
      ? 'png'
      : null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return ascii(bytes, 12, 3) === 'VP8' ? 'webp' : null;
  if (ascii(bytes, 0, 2) === 'BM')
    return BMP_HEADER_SIZES.has(u32(bytes, 14, true)) && u32(bytes, 18, true) > 0 ? 'bmp' : null;
  return null;
}

const imageFormatOf = (extension: string): ImageFormat =>
  extension === 'jpg' ? 'jpeg' : (extension as ImageFormat);

/** A video upload's type (or an image's, for a cover picture), checked against its bytes; 400 else. */
function validatedVisualType(upload: UploadRecord, bytes: Buffer): string {
  if (upload.kind === 'image') {
    const expected = imageFormatOf(upload.extension);
    if (imageFormat(bytes) !== expected)
      throw badRequest(`The file is not a ${expected.toUpperCase()} image.`);
    return `image/${expected}`;
  }
  const type = videoTypeOf(upload.extension, bytes);
  if (type === null) throw badRequest(`The file is not a ${upload.extension.toUpperCase()} video.`);
  return type;
}

function parameters(
  ctx: ServerContext,
  viewer: User,
  kind: UploadKind,
  extension: string,
  isStemMix: boolean,
): Schemas['UploadParameters'] {
  const id = newId();
  const signature = shortCode(24);
  ctx.repos.uploads.insert({
    id,
    user_id: viewer.id,
    kind,
    extension,
    is_stem_mix: isStemMix,
    signature,
    created_at: ctx.clock.now(),
  });
  return {
    id,
    url: `${ctx.options.publicUrl}/api/uploads/direct/${id}`,
    fields: { key: id, signature, 'Content-Type': `${kind}/${extension}` },
  };
}

/** The viewer's own upload of a kind; anyone else's is 404. */
function ownUpload(
  ctx: ServerContext,
  id: string,
  viewer: User,
  ...kinds: UploadKind[]
): UploadRecord {
  const upload = ctx.repos.uploads.get(id);
  if (!upload || upload.user_id !== viewer.id || !kinds.includes(upload.kind))
    throw notFound('Upload not found.');
  return upload;
}

const extension = (value: string): string => value.trim().replace(/^\./, '').toLowerCase();

const titleOf = (upload: UploadRecord): string => {
  const stem = (upload.filename ?? '').replace(/\.[^.]+$/, '').trim();
  return stem === '' ? UPLOAD_MESSAGES.untitledSong : stem.slice(0, 100);
};

function audioStatus(ctx: ServerContext, upload: UploadRecord): Schemas['UploadStatus'] {
  if (upload.finished_at === null) return 'uploading';
  if (upload.ready_at === null || ctx.clock.now() < upload.ready_at) return 'initializing';
  return upload.outcome ?? 'error';
}

function initialise(
  ctx: ServerContext,
  viewer: User,
  upload: UploadRecord,
  extra: { parentId?: string; remixKind?: string } = {},
): string {
  const status = audioStatus(ctx, upload);
  if (status !== 'complete' && status !== 'vocals_detected')
    throw badRequest(`The upload is ${status}, not ready to use.`);
  if (upload.clip_id) return upload.clip_id;
  const title = titleOf(upload);
  const clip = createClip(ctx, {
    user: viewer,
    title,
    source: {
      title,
      tags: '',
      negativeTags: '',
      lyrics: '',
      instrumental: upload.has_vocal !== true,
      description: '',
      durationS: upload.duration_s,
      parent: null,
      upload: { uploadId: upload.id, filename: upload.filename ?? `upload.${upload.extension}` },
    },
    metadata: {
      type: 'upload',
      duration: upload.duration_s,
      has_vocal: upload.has_vocal,
      prompt: '',
      tags: '',
    },
    modelName: null,
    lifecycle: 'static',
    status: 'complete',
    parentId: extra.parentId ?? null,
    remixKind: extra.remixKind ?? null,
  });
  ctx.repos.uploads.update(upload.id, { clip_id: clip.id });
  return clip.id;
}

export const uploadRoutes = defineRoutes({
  createAudioUpload: ({ ctx, viewer, body }) => {
    if (!canUpload(viewer)) throw forbidden('Uploads need a Pro or Premier subscription.');
    const ext = extension(body.extension);
    if (!AUDIO_EXTENSIONS.has(ext)) throw badRequest('Please upload audio files only.');
    return parameters(ctx, viewer, 'audio', ext, body.is_stem_mix === true);
  },

  uploadDirect: async ({ ctx, params, req, res }) => {
    const upload = ctx.repos.uploads.get(params.upload_id);
    if (!upload) throw notFound('Upload not found.');
    if (upload.finished_at !== null) throw badRequest('This upload is already finished.');
    const limit = upload.kind === 'audio' ? UPLOAD_MAX_BYTES : HOOK_VIDEO_MAX_BYTES;
    const form = await readMultipart(req, limit);
    if (
      form.fields.signature !== upload.signature ||
      (form.fields.key !== undefined && form.fields.key !== upload.id)
    )
      throw badRequest('Bad upload signature.');
    if (!form.file) throw badRequest('No file in the upload.');
    if (form.file.truncated) throw new HttpError(413, `The file is larger than ${limit} bytes.`);
    ctx.repos.uploads.update(upload.id, {
      filename: form.file.filename,
      // The part's own type is never kept: finish derives the type from validated content.
      content_type: null,
      bytes: form.file.bytes,
      size: form.file.bytes.length,
    });
    res.status(204).end();
    return SENT;
  },

  finishAudioUpload: async ({ ctx, viewer, params, body }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'audio');
    if (upload.bytes === null) throw badRequest('Upload the file before finishing.');
    if (upload.finished_at !== null) throw badRequest('This upload is already finished.');
    const artist = findArtist(body.upload_filename);
    if (artist !== null)
      throw new HttpError(424, `${UPLOAD_MESSAGES.copyrightDetected}: ${artist}.`);
    const analysis = await ctx.audio.analyseUpload(
      new Uint8Array(upload.bytes),
      body.upload_filename,
    );
    const limits = uploadLimits(viewer);
    const now = ctx.clock.now();
    let outcome: UploadRecord['outcome'] = 'complete';
    let message: string | null = null;
    if ('invalid' in analysis) {
      outcome = 'invalid_upload';
      message = analysis.invalid;
    } else if (analysis.durationS < limits.min || analysis.durationS > limits.max) {
      outcome = 'invalid_upload';
      message = `Audio must be between ${limits.min} and ${limits.max} seconds long.`;
    } else if (analysis.hasVocal) {
      outcome = 'vocals_detected';
    }
    ctx.repos.uploads.update(upload.id, {
      filename: body.upload_filename,
      content_type: 'invalid' in analysis ? null : (AUDIO_UPLOAD_TYPES[upload.extension] ?? null),
      finished_at: now,
      ready_at: now + ctx.scaled(MOCK_UPLOAD_PROCESSING_MS),
      outcome,
      error_message: message,
      has_vocal: 'invalid' in analysis ? null : analysis.hasVocal,
      duration_s: 'invalid' in analysis ? null : analysis.durationS,
      downbeats: 'invalid' in analysis ? null : analysis.downbeatsS,
    });
    return { success: true, status: 'initializing' };
  },

  getAudioUpload: ({ ctx, viewer, params }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'audio');
    const status = audioStatus(ctx, upload);
    const settled = status !== 'uploading' && status !== 'initializing';
    return {
      id: upload.id,
      status,
      error_message: settled ? upload.error_message : null,
      clip_id: upload.clip_id,
      title: titleOf(upload),
      image_url: null,
      has_vocal: settled ? upload.has_vocal : null,
    };
  },

  initializeUploadClip: ({ ctx, viewer, params, body }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'audio');
    if (body?.downbeats) ctx.repos.uploads.update(upload.id, { downbeats: body.downbeats });
    return { clip_id: initialise(ctx, viewer, upload) };
  },

  initializeStemMixClip: ({ ctx, viewer, params, body }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'audio');
    const source = visibleClip(ctx, body.stem_remix_of_clip_id, viewer);
    for (const id of body.combined_from_clip_ids) visibleClip(ctx, id, viewer);
    return {
      clip_id: initialise(ctx, viewer, upload, { parentId: source.id, remixKind: 'stem_mix' }),
    };
  },

  createVideoUpload: ({ ctx, viewer, body }) => {
    if (viewer.support_locked) throw forbidden('Your account requires support assistance');
    const ext = extension(body.extension);
    if (!VIDEO_EXTENSIONS.has(ext) && !IMAGE_EXTENSIONS.has(ext))
      throw badRequest('Please upload a video or image file.');
    return parameters(ctx, viewer, IMAGE_EXTENSIONS.has(ext) ? 'image' : 'video', ext, false);
  },

  finishVideoUpload: ({ ctx, viewer, params, body }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'video', 'image');
    if (upload.bytes === null) throw badRequest('Upload the file before finishing.');
    if (upload.finished_at !== null) throw badRequest('This upload is already finished.');
    const hook = body.video_upload_type === 'hook';
    const max = hook ? HOOK_VIDEO_MAX_BYTES : VIDEO_UPLOAD_DEFAULT_MAX_BYTES;
    if ((upload.size ?? 0) > max) throw badRequest(`The file is larger than ${max} bytes.`);
    if (body.clip_id) visibleClip(ctx, body.clip_id, viewer);
    const contentType = validatedVisualType(upload, upload.bytes);
    const moderated =
      findModerated(body.upload_filename) !== null && body.fail_task_on_moderation === true;
    const now = ctx.clock.now();
    ctx.repos.uploads.update(upload.id, {
      filename: body.upload_filename,
      content_type: contentType,
      finished_at: now,
      ready_at: now + ctx.scaled(MOCK_VIDEO_UPLOAD_PROCESSING_MS),
      outcome: moderated ? 'error' : 'complete',
      error_message: moderated ? 'The video did not pass moderation.' : null,
      video_options: {
        is_video_cover: body.is_video_cover === true,
        require_video_sprite: body.require_video_sprite === true,
        fail_task_on_moderation: body.fail_task_on_moderation === true,
        video_upload_type: body.video_upload_type ?? null,
        clip_id: body.clip_id ?? null,
      },
    });
    return { success: true, status: 'processing' };
  },

  createImageUpload: ({ ctx, viewer, body }) => {
    const ext = extension(body.extension);
    if (!IMAGE_EXTENSIONS.has(ext))
      throw badRequest('Please upload a jpeg, jpg, png, webp or bmp image.');
    return parameters(ctx, viewer, 'image', ext, false);
  },

  finishImageUpload: ({ ctx, viewer, params, body }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'image');
    if (upload.bytes === null) throw badRequest('Upload the file before finishing.');
    if (upload.finished_at !== null) throw badRequest('This upload is already finished.');
    const contentType = validatedVisualType(upload, upload.bytes);
    const now = ctx.clock.now();
    ctx.repos.uploads.update(upload.id, {
      filename: body.upload_filename,
      content_type: contentType,
      finished_at: now,
      ready_at: now,
      outcome: 'complete',
    });
    return { s3_id: upload.id, image_url: `${ctx.options.publicUrl}/media/uploads/${upload.id}` };
  },

  getVideoUpload: ({ ctx, viewer, params }) => {
    const upload = ownUpload(ctx, params.upload_id, viewer, 'video', 'image');
    const ready =
      upload.finished_at !== null && upload.ready_at !== null && ctx.clock.now() >= upload.ready_at;
    const status = !ready ? 'processing' : upload.outcome === 'complete' ? 'complete' : 'error';
    return {
      id: upload.id,
      status,
      error_message:
        status === 'error' ? (upload.error_message ?? 'Video processing failed.') : null,
      s3_id: status === 'complete' ? upload.id : null,
      image_url: null,
      audio_alignment_timestamp: status === 'complete' ? 0 : null,
    };
  },
});
