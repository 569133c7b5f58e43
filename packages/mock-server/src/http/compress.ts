// Response compression (brotli or gzip, as the client accepts) for JSON and static assets, with
// the `compression` middleware. Left as they are: audio, video and raster images (already
// compressed, and byte ranges must address the file itself), any Range request or 206 answer,
// and server-sent events (compressing would buffer the stream until the deflater's block fills).
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Smallest body worth compressing (bytes); smaller answers go out as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const MEDIA_TYPE = /^(audio|video|image)\//i;
const COMPRESSIBLE_IMAGE = /^image\/svg\+xml/i;
const EVENT_STREAM = /^text\/event-stream/i;

/** Whether an answer may be compressed: not media, not a range, not an event stream. */
export function shouldCompress(req: Request, res: Response): boolean {
  if (req.headers.range !== undefined || res.statusCode === 206) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  if (EVENT_STREAM.test(type)) return false;
  if (MEDIA_TYPE.test(type) && !COMPRESSIBLE_IMAGE.test(type)) return false;
  return compression.filter(req, res);
}

export function compressResponses(): RequestHandler {
  return compression({ filter: shouldCompress, threshold: COMPRESSION_THRESHOLD_BYTES });
}
