// Tag downloads: action counts, the download quota (owners always download; others use the
// plan's quota; downloads blocked for non-owners when download_disabled_reason is set and the
// remix-contest-disable-downloads flag is on), WAV and opus conversion (ready after
// MOCK_*_CONVERSION_MS), and sample packs (one file per stem of the song).
import { MOCK_OPUS_CONVERSION_MS, MOCK_WAV_CONVERSION_MS } from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ConversionFormat } from '../db/clip-assets';
import type { ClipRecord } from '../db/clips';
import type { User } from '../db/users';
import { canViewClip, isOwner, ownedClip, visibleClip } from '../domain/access';
import { downloadUsage } from '../domain/downloads';
import { hasFlag, isPaid } from '../domain/plans';
import { badRequest, forbidden, notFound, paymentRequired } from '../http/errors';
import { defineRoutes } from '../http/route';
import { audioSourceOf } from '../lifecycle/clips';
import { mediaUrls } from '../serialize/clips';

const CONVERSION_MS: Record<ConversionFormat, number> = {
  wav: MOCK_WAV_CONVERSION_MS,
  opus: MOCK_OPUS_CONVERSION_MS,
};

function convertible(ctx: ServerContext, id: string, viewer: User): ClipRecord {
  const clip = ownedClip(ctx, id, viewer, { staff: true });
  if (clip.status !== 'complete') throw notFound('The clip has no finished audio yet.');
  return clip;
}

function fileUrl(ctx: ServerContext, clip: ClipRecord, format: ConversionFormat): string | null {
  const readyAt = ctx.repos.assets.conversionReadyAt(clip.id, format);
  return readyAt !== null && readyAt <= ctx.clock.now() ? mediaUrls(ctx, clip).audio(format) : null;
}

function convert(ctx: ServerContext, clip: ClipRecord, format: ConversionFormat): string | null {
  ctx.repos.assets.requestConversion(
    clip.id,
    format,
    ctx.clock.now() + ctx.scaled(CONVERSION_MS[format]),
  );
  return fileUrl(ctx, clip, format);
}

export const stemFileName = (stem: string): string => `${stem}.wav`;

export const downloadRoutes = defineRoutes({
  incrementActionCount: ({ ctx, viewer, params, body }) => {
    const clip = visibleClip(ctx, params.gen_id, viewer);
    ctx.repos.assets.countAction(clip.id, body.action);
    return { success: true };
  },

  incrementActionCounts: ({ ctx, viewer, body }) => {
    const clips = ctx.repos.clips.getMany(body.gen_ids).filter((c) => canViewClip(c, viewer));
    ctx.db.transaction(() => {
      for (const clip of clips) ctx.repos.assets.countAction(clip.id, body.action);
    })();
    return { success: true, num_counted: clips.length };
  },

  recordClipDownload: ({ ctx, viewer, params }) => {
    const clip = visibleClip(ctx, params.clip_id, viewer);
    if (!isOwner(clip, viewer)) {
      if (clip.download_disabled_reason && hasFlag(viewer, 'remix-contest-disable-downloads'))
        throw forbidden('Downloads of this song are disabled.');
      const usage = downloadUsage(viewer, clip);
      if (usage.downloads_remaining !== null && usage.downloads_remaining <= 0)
        throw paymentRequired('You have no downloads left this month.');
      ctx.db.transaction(() => {
        ctx.repos.users.update(viewer.id, { downloads_used: viewer.downloads_used + 1 });
        ctx.repos.assets.recordDownload(viewer.id, clip.id, ctx.clock.now());
      })();
    }
    return downloadUsage(ctx.repos.users.get(viewer.id)!, clip);
  },

  getDownloadUsage: ({ ctx, viewer, query }) => {
    if (query.clip_id === undefined) return downloadUsage(viewer, null);
    const clip = ctx.repos.clips.get(query.clip_id);
    if (!clip || !canViewClip(clip, viewer)) throw badRequest('Unknown clip_id.');
    return downloadUsage(viewer, clip);
  },

  convertToWav: ({ ctx, viewer, params }) => {
    const clip = convertible(ctx, params.clip_id, viewer);
    if (!isPaid(viewer) && !viewer.is_staff)
      throw paymentRequired('WAV downloads need a paid plan.');
    return { success: true, wav_file_url: convert(ctx, clip, 'wav') };
  },

  getWavFile: ({ ctx, viewer, params }) => ({
    wav_file_url: fileUrl(ctx, convertible(ctx, params.clip_id, viewer), 'wav'),
  }),

  convertToOpus: ({ ctx, viewer, params }) => ({
    success: true,
    opus_file_url: convert(ctx, convertible(ctx, params.clip_id, viewer), 'opus'),
  }),

  getOpusFile: ({ ctx, viewer, params }) => ({
    opus_file_url: fileUrl(ctx, convertible(ctx, params.clip_id, viewer), 'opus'),
  }),

  generateSamplePack: async ({ ctx, viewer, params }) => {
    const clip = convertible(ctx, params.clip_id, viewer);
    if (!isPaid(viewer) && !viewer.is_staff)
      throw paymentRequired('Sample packs need a paid plan.');
    const facts = await ctx.audio.facts(audioSourceOf(ctx, clip));
    const key = clip.is_public ? '' : `?key=${ctx.keys.keyFor(clip.id, ctx.clock.now())}`;
    return {
      stems: facts.stems.map((stem) => ({
        url: `${ctx.options.publicUrl}/media/stems/${clip.id}/${stemFileName(stem)}${key}`,
        filename: stemFileName(stem),
      })),
    };
  },
});
