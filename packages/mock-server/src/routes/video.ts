// Tags video and hooks. A song video is rendered by the engine over MOCK_VIDEO_RENDER_MS
// (queued, processing, then complete or error). A hook moves pending → rendering →
// rendered_passed_moderation, rendered_failed_moderation (its text fails moderation) or error
// (the engine cannot render the video) over MOCK_HOOK_RENDER_MS.
import {
  HOOK_AUDIO_SNIPPET_MAX_MS,
  HOOK_AV_DURATION_TOLERANCE_MS,
  HOOK_VIDEO_MAX_DURATION_MS,
  HOOK_VIDEO_MIN_DURATION_MS,
  MOCK_HOOK_RENDER_MS,
  MOCK_VIDEO_RENDER_MS,
  type components,
} from '@cadenza/sdk';
import type { ServerContext } from '../context';
import type { ClipRecord } from '../db/clips';
import type { HookRecord } from '../db/hooks';
import { newId } from '../db/ids';
import { isListable, ownedClip, visibleClip } from '../domain/access';
import { findModerated } from '../domain/moderation';
import { hasFeature } from '../domain/plans';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { defineRoutes } from '../http/route';
import { audioSourceOf } from '../lifecycle/clips';
import {
  GENERATION_DETAILS,
  HOOK_MESSAGES,
  videoDurationAtLeast,
  videoDurationLessThan,
  CLIP_MESSAGES,
} from '../messages';
import { mediaUrls } from '../serialize/clips';
import { serializeHook, timedHookStatus } from '../serialize/hooks';

type Schemas = components['schemas'];

/** Decided: hooks a user may have rendering at once before 429. */
export const MAX_RENDERING_HOOKS = 3;
/** Decided: hooks on each half of the hook list page (the user's, the feed). */
export const HOOK_LIST_LIMIT = 50;
/** The first part of a hook render is 'pending', the rest 'rendering'. */
const HOOK_PENDING_FRACTION = 0.2;
const VIDEO_QUEUED_FRACTION = 0.25;

/** The engine's video outcome of a clip, decided once the render time has passed. */
async function settleVideo(ctx: ServerContext, clip: ClipRecord): Promise<'complete' | 'error'> {
  const video = ctx.repos.assets.video(clip.id);
  if (video?.outcome) return video.outcome;
  const made = await ctx.audio.video(audioSourceOf(ctx, clip));
  const outcome = 'error' in made ? 'error' : 'complete';
  ctx.repos.assets.settleVideo(clip.id, outcome, 'error' in made ? made.error : null);
  if (outcome === 'complete') ctx.repos.clips.updateMetadata(clip.id, { video_is_stale: false });
  ctx.responses.bump();
  return outcome;
}

async function videoStatus(
  ctx: ServerContext,
  clip: ClipRecord,
): Promise<Schemas['VideoGenerationResponse']> {
  const video = ctx.repos.assets.video(clip.id);
  if (!video) throw notFound('No video was requested for this clip.');
  const now = ctx.clock.now();
  const stale = clip.metadata.video_is_stale === true;
  if (now < video.ready_at) {
    const queuedUntil =
      video.requested_at + (video.ready_at - video.requested_at) * VIDEO_QUEUED_FRACTION;
    return {
      status: now < queuedUntil ? 'queued' : 'processing',
      video_url: null,
      video_is_stale: stale,
    };
  }
  const outcome = await settleVideo(ctx, clip);
  const fresh = ctx.repos.clips.get(clip.id) ?? clip;
  return {
    status: outcome,
    video_url: outcome === 'complete' ? mediaUrls(ctx, fresh).video : null,
    video_is_stale: fresh.metadata.video_is_stale === true,
  };
}

/**
 * A hook's status: pending, rendering, then its outcome. A hook that passed moderation ends in
 * error when what it renders is gone (its video upload's bytes, or its song); the mock's rendered
 * hook video is the uploaded video played over the song snippet (DECISIONS.md, "Hook video").
 */
function hookStatus(ctx: ServerContext, hook: HookRecord): Schemas['HookStatus'] {
  const status = timedHookStatus(hook, ctx.clock.now());
  if (status !== 'rendered_passed_moderation') return status;
  const upload = hook.video_upload_id ? ctx.repos.uploads.get(hook.video_upload_id) : null;
  const clip = ctx.repos.clips.get(hook.clip_id);
  return upload?.bytes && clip ? status : 'error';
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} seconds`;

function checkRender(clip: ClipRecord, render: Schemas['HookVideoRender']): void {
  const { song } = render;
  const duration = clip.metadata.duration ?? 0;
  if (
    !(song.clip_start_time < song.clip_end_time) ||
    song.clip_start_time < 0 ||
    song.clip_end_time > duration + 0.01
  )
    throw badRequest('The song snippet must start before it ends, inside the song.');
  const audioMs = (song.clip_end_time - song.clip_start_time) * 1000;
  if (audioMs > HOOK_AUDIO_SNIPPET_MAX_MS)
    throw badRequest(`The song snippet must be at most ${seconds(HOOK_AUDIO_SNIPPET_MAX_MS)}.`);
  const videoMs = render.videos.reduce(
    (sum, v) => sum + (v.source_end_time - v.source_start_time) * 1000,
    0,
  );
  if (videoMs < HOOK_VIDEO_MIN_DURATION_MS)
    throw badRequest(videoDurationAtLeast(seconds(HOOK_VIDEO_MIN_DURATION_MS)));
  if (videoMs > HOOK_VIDEO_MAX_DURATION_MS)
    throw badRequest(videoDurationLessThan(seconds(HOOK_VIDEO_MAX_DURATION_MS)));
  if (Math.abs(videoMs - audioMs) > HOOK_AV_DURATION_TOLERANCE_MS)
    throw badRequest('The video and the song snippet must be the same length.');
}

export const videoRoutes = defineRoutes({
  generateVideo: async ({ ctx, viewer, params }) => {
    const clip = ownedClip(ctx, params.clip_id, viewer);
    if (!hasFeature(viewer, 'GenerateSongVideo') && !viewer.is_staff)
      throw forbidden('Your plan does not include GenerateSongVideo.');
    if (clip.status !== 'complete') throw forbidden(CLIP_MESSAGES.incomplete);
    const existing = ctx.repos.assets.video(clip.id);
    const rendering = existing !== null && ctx.clock.now() < existing.ready_at;
    if (!rendering) {
      const now = ctx.clock.now();
      ctx.repos.assets.requestVideo(clip.id, now, now + ctx.scaled(MOCK_VIDEO_RENDER_MS));
    }
    return videoStatus(ctx, clip);
  },

  getVideoGenerationStatus: ({ ctx, viewer, params }) =>
    videoStatus(ctx, visibleClip(ctx, params.clip_id, viewer)),

  getClipVideos: async ({ ctx, viewer, query }) => {
    const clip = visibleClip(ctx, query.clip_id, viewer);
    const video = ctx.repos.assets.video(clip.id);
    if (!video || ctx.clock.now() < video.ready_at) return { video_urls: [] };
    return {
      video_urls: (await settleVideo(ctx, clip)) === 'complete' ? [mediaUrls(ctx, clip).video] : [],
    };
  },

  createHook: ({ ctx, viewer, body }) => {
    if (viewer.support_locked) throw new HttpError(423, GENERATION_DETAILS.supportAssistance);
    const clip = visibleClip(ctx, body.clip_id, viewer);
    if (clip.status !== 'complete') throw badRequest(CLIP_MESSAGES.incomplete);
    const first = body.video_render.videos[0]!;
    const upload = ctx.repos.uploads.get(first.upload_id);
    const ready =
      upload !== null &&
      upload.user_id === viewer.id &&
      upload.kind === 'video' &&
      upload.outcome === 'complete' &&
      upload.ready_at !== null &&
      ctx.clock.now() >= upload.ready_at;
    if (!ready) throw badRequest(HOOK_MESSAGES.selectVideoFileOrWait);
    checkRender(clip, body.video_render);
    const now = ctx.clock.now();
    const rendering = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM hooks WHERE user_id = ? AND ready_at > ?')
      .get(viewer.id, now) as { n: number };
    if (rendering.n >= MAX_RENDERING_HOOKS)
      throw new HttpError(429, 'Too many hooks rendering. Please wait.');
    const total = ctx.scaled(MOCK_HOOK_RENDER_MS);
    const id = newId();
    const moderated = findModerated(body.hook_publish.title, body.hook_publish.caption) !== null;
    ctx.repos.hooks.insert({
      id,
      user_id: viewer.id,
      clip_id: clip.id,
      title: body.hook_publish.title,
      caption: body.hook_publish.caption ?? null,
      allow_comments: body.hook_publish.allow_comments !== false,
      show_lyrics: body.hook_publish.show_lyrics !== false,
      video_upload_id: first.upload_id,
      song_start_ms: Math.round(body.video_render.song.clip_start_time * 1000),
      song_end_ms: Math.round(body.video_render.song.clip_end_time * 1000),
      video_start_ms: Math.round(first.source_start_time * 1000),
      video_end_ms: Math.round(first.source_end_time * 1000),
      outcome: moderated ? 'rendered_failed_moderation' : 'rendered_passed_moderation',
      error_message: null,
      created_at: now,
      rendering_at: now + Math.round(total * HOOK_PENDING_FRACTION),
      ready_at: now + total,
    });
    return { id };
  },

  getHook: ({ ctx, viewer, params }) => {
    const hook = ctx.repos.hooks.get(params.hook_id);
    if (!hook) throw notFound('Hook not found.');
    const status = hookStatus(ctx, hook);
    if (hook.user_id !== viewer.id && status !== 'rendered_passed_moderation')
      throw notFound('Hook not found.');
    return serializeHook(ctx, hook, status);
  },

  listHooks: ({ ctx, viewer }) => {
    const now = ctx.clock.now();
    const visible = (hook: HookRecord) => {
      const clip = ctx.repos.clips.get(hook.clip_id);
      return clip !== null && isListable(clip);
    };
    return {
      mine: ctx.repos.hooks
        .byUser(viewer.id, HOOK_LIST_LIMIT)
        .map((hook) => serializeHook(ctx, hook, timedHookStatus(hook, now))),
      feed: ctx.repos.hooks
        .published(now, HOOK_LIST_LIMIT)
        .filter(visible)
        .map((hook) => serializeHook(ctx, hook, hook.outcome)),
    };
  },
});
