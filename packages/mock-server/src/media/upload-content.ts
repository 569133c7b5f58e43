// What an upload may be served as (issue 32 item 2): a type derived from content the finish call
// validated (decoded audio, a video container's signature, an image's headers), never the type
// the client sent with the file. Anything else is never served.
import type { Response } from 'express';
import type { UploadRecord } from '../db/uploads';

export const AUDIO_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  aac: 'audio/aac',
  webm: 'audio/webm',
};

export const VIDEO_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/bmp'];

/** Every type an upload can be served with: passive audio, video and raster images only. */
export const SERVABLE_UPLOAD_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(AUDIO_UPLOAD_TYPES),
  ...Object.values(VIDEO_UPLOAD_TYPES),
  ...IMAGE_UPLOAD_TYPES,
]);

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The video type of the bytes when their container matches the extension, else null. */
export function videoTypeOf(extension: string, bytes: Buffer): string | null {
  const type = VIDEO_UPLOAD_TYPES[extension];
  if (type === undefined) return null;
  const matches =
    extension === 'webm'
      ? bytes.subarray(0, 4).equals(EBML_MAGIC)
      : bytes.toString('latin1', 4, 8) === 'ftyp';
  return matches ? type : null;
}

/** The type to serve an upload with, or null while it is unfinished or never validated. */
export function servableType(upload: UploadRecord): string | null {
  if (upload.bytes === null || upload.finished_at === null) return null;
  if (upload.outcome !== 'complete' && upload.outcome !== 'vocals_detected') return null;
  const type = upload.content_type;
  return type !== null && SERVABLE_UPLOAD_TYPES.has(type) ? type : null;
}

/** A policy for anything under /media: no script, no plugins, a sandboxed document. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; sandbox";

/** Headers that keep an upload passive wherever it is opened. */
export function setUploadHeaders(res: Response, upload: UploadRecord): void {
  res.set({
    'Content-Disposition': `inline; filename="${upload.id}.${upload.extension.replace(/[^a-z0-9]/g, '')}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
  });
}
