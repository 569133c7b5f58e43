// Hooks on the wire: the hook with its owner, its song (title, cover, audio) and what it renders
// (the video segment over the song snippet). The mock's rendered hook video is the uploaded
// video; the hook page plays it over the song snippet (DECISIONS.md, "Hook video").
import type { components } from '@cadenza/sdk';
import { isoAt } from '../clock';
import type { ServerContext } from '../context';
import type { HookRecord } from '../db/hooks';
import { mediaUrls } from './clips';
import { userSummary } from './users';

type Schemas = components['schemas'];

const ERROR_MESSAGES: Partial<Record<Schemas['HookStatus'], string>> = {
  error: 'The hook video could not be rendered.',
  rendered_failed_moderation: 'The hook text did not pass moderation.',
};

/** A hook's status from its render times alone: pending, rendering, then its outcome. */
export function timedHookStatus(hook: HookRecord, now: number): Schemas['HookStatus'] {
  if (now < hook.rendering_at) return 'pending';
  if (now < hook.ready_at) return 'rendering';
  return hook.outcome;
}

export function serializeHook(
  ctx: ServerContext,
  hook: HookRecord,
  status: Schemas['HookStatus'],
): Schemas['Hook'] {
  const owner = ctx.repos.users.get(hook.user_id);
  const clip = ctx.repos.clips.get(hook.clip_id);
  const urls = clip ? mediaUrls(ctx, clip) : null;
  return {
    id: hook.id,
    status,
    title: hook.title,
    caption: hook.caption,
    allow_comments: hook.allow_comments,
    show_lyrics: hook.show_lyrics,
    clip_id: hook.clip_id,
    ...(owner ? { user: userSummary(owner) } : {}),
    video_url:
      status === 'rendered_passed_moderation' && hook.video_upload_id
        ? `${ctx.options.publicUrl}/media/uploads/${hook.video_upload_id}`
        : null,
    image_url: urls ? urls.image(360) : null,
    error_message: ERROR_MESSAGES[status] ?? null,
    created_at: isoAt(hook.created_at),
    clip_title: clip?.title ?? null,
    audio_url: urls ? urls.audio() : null,
    song_start_s: hook.song_start_ms / 1000,
    song_end_s: hook.song_end_ms / 1000,
    video_start_s: hook.video_start_ms / 1000,
    video_end_s: hook.video_end_ms / 1000,
  };
}
