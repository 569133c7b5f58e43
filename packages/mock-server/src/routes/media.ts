// Tag media (extensions): the bytes behind every URL the server hands out, rendered by the audio
// engine and cached; a planned song's cover art is drawn from its plan, without its audio. Audio
// supports Range requests (206, 416); a clip still streaming serves the audio rendered so far.
// Private clips need the owner's (or staff) token or the URL's key.
import type { Request, Response } from 'express';
import type { AudioFormat, EncodeOptions, StemName } from '../audio/engine';
import { STEM_NAMES } from '../audio/engine';
import { coverArtOf } from '../audio/image/cover-art';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { canViewClip, collaboratesOnClip } from '../domain/access';
import { HttpError, notFound } from '../http/errors';
import { defineRoutes, SENT } from '../http/route';
import type { CachedMedia } from '../media/cache';
import { audioSourceOf } from '../lifecycle/clips';
import { servableType, setUploadHeaders } from '../media/upload-content';
import { stemFileName } from './downloads';

const FORMATS: Record<string, AudioFormat> = {
  mp3: 'mp3',
  wav: 'wav16',
  m4a: 'm4a',
  webm: 'opus',
  opus: 'opus',
};

/**
 * The clip when the caller may fetch its media: public, their own (or staff), a clip of a workspace
 * they collaborate on, or a valid key.
 */
function mediaClip(ctx: ServerContext, id: string, viewer: User | null, key: unknown): ClipRecord {
  const clip = ctx.repos.clips.get(id);
  const readable =
    clip !== null && (canViewClip(clip, viewer) || collaboratesOnClip(ctx, clip, viewer));
  if (!clip || (!readable && !ctx.keys.verify(clip.id, key, ctx.clock.now())))
    throw notFound('Media not found.');
  return clip;
}

/** Seconds of audio that exist: the whole clip, or while streaming the part rendered so far. */
function renderedSeconds(ctx: ServerContext, clip: ClipRecord): number | undefined {
  if (clip.status === 'complete') return undefined;
  if (clip.status !== 'streaming' || clip.streaming_at === null || !clip.metadata.duration)
    throw notFound('The clip has no audio yet.');
  const fraction = Math.min(
    1,
    Math.max(0, (ctx.clock.now() - clip.streaming_at) / (clip.streaming_ms ?? 1)),
  );
  return Math.max(1, Math.floor(clip.metadata.duration * fraction));
}

/** Sends bytes, honouring a single `bytes=start-end` Range (206) or answering 416. */
function sendBytes(req: Request, res: Response, media: CachedMedia): typeof SENT {
  const size = media.bytes.byteLength;
  res.set({
    'Content-Type': media.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-cache',
  });
  const range = req.headers.range;
  if (typeof range !== 'string' || range.trim() === '') {
    res.status(200).set('Content-Length', String(size)).end(Buffer.from(media.bytes));
    return SENT;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match?.[1] ? Number(match[1]) : NaN;
  let end = match?.[2] ? Number(match[2]) : NaN;
  if (match && match[1] === '' && match[2] !== '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else if (match && Number.isNaN(end)) end = size - 1;
  if (!match || Number.isNaN(start) || start >= size || end < start) {
    res.set('Content-Range', `bytes */${size}`);
    throw new HttpError(416, 'Range not satisfiable.');
  }
  end = Math.min(end, size - 1);
  res
    .status(206)
    .set({
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
    })
    .end(Buffer.from(media.bytes.subarray(start, end + 1)));
  return SENT;
}

const encoded = (ctx: ServerContext, clip: ClipRecord, options: EncodeOptions) =>
  ctx.media.get(
    `audio:${clip.id}:${options.format}:${options.stem ?? ''}:${options.untilS ?? 'all'}`,
    () => ctx.audio.encode(audioSourceOf(ctx, clip), options),
    clip.user_id,
  );

export const mediaRoutes = defineRoutes({
  getClipAudio: async ({ ctx, viewer, params, query, req, res }) => {
    const clip = mediaClip(ctx, params.clip_id, viewer, req.query.key);
    const untilS = renderedSeconds(ctx, clip);
    const format = FORMATS[query.format ?? 'mp3'] ?? 'mp3';
    return sendBytes(
      req,
      res,
      await encoded(ctx, clip, { format, ...(untilS === undefined ? {} : { untilS }) }),
    );
  },

  getClipImage: async ({ ctx, viewer, params, query, req, res }) => {
    const clip = mediaClip(ctx, params.clip_id, viewer, req.query.key);
    const size = query.size ?? 720;
    const media = await ctx.media.get(
      `image:${clip.id}:${size}`,
      async () => ({
        bytes: await coverArtOf(ctx.audio, audioSourceOf(ctx, clip), size),
        contentType: 'image/png',
      }),
      clip.user_id,
    );
    return sendBytes(req, res, media);
  },

  getClipVideo: async ({ ctx, viewer, params, req, res }) => {
    const clip = mediaClip(ctx, params.clip_id, viewer, req.query.key);
    const video = ctx.repos.assets.video(clip.id);
    if (!video || ctx.clock.now() < video.ready_at) throw notFound('No video for this clip.');
    if (video.outcome === 'error')
      throw notFound(video.error_message ?? 'The video of this clip could not be rendered.');
    const media = await ctx.media.get(
      `video:${clip.id}`,
      async () => {
        const made = await ctx.audio.video(audioSourceOf(ctx, clip));
        if ('error' in made) throw notFound(made.error);
        return { bytes: made.bytes, contentType: 'video/mp4' };
      },
      clip.user_id,
    );
    return sendBytes(req, res, media);
  },

  getStemFile: async ({ ctx, viewer, params, req, res }) => {
    const clip = mediaClip(ctx, params.clip_id, viewer, req.query.key);
    if (clip.status !== 'complete') throw notFound('The clip has no finished audio yet.');
    const stem = STEM_NAMES.find((name) => stemFileName(name) === params.filename) as
      StemName | undefined;
    if (!stem) throw notFound('No such stem file.');
    const facts = await ctx.audio.facts(audioSourceOf(ctx, clip));
    if (!facts.stems.includes(stem)) throw notFound('This song has no such stem.');
    return sendBytes(req, res, await encoded(ctx, clip, { format: 'wav16', stem }));
  },

  getShareAssetImage: async ({ ctx, params, req, res }) => {
    const asset = ctx.repos.assets.shareAsset(params.asset_id);
    const clip = asset ? ctx.repos.clips.get(asset.clip_id) : null;
    if (!asset || !clip || ctx.clock.now() < asset.ready_at)
      throw notFound('Share asset not found.');
    const media = await ctx.media.get(
      `share-asset:${asset.id}`,
      async () => ({
        bytes: await ctx.audio.shareAsset(audioSourceOf(ctx, clip)),
        contentType: 'image/png',
      }),
      clip.user_id,
    );
    return sendBytes(req, res, media);
  },

  getUploadFile: ({ ctx, params, req, res }) => {
    const upload = ctx.repos.uploads.get(params.upload_id);
    // Unfinished or never validated uploads do not exist to a reader (issue 32 item 2).
    const contentType = upload ? servableType(upload) : null;
    if (!upload || upload.bytes === null || contentType === null)
      throw notFound('Upload not found.');
    setUploadHeaders(res, upload);
    return sendBytes(req, res, { bytes: new Uint8Array(upload.bytes), contentType });
  },
});
