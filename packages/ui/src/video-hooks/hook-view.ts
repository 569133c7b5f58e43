/** A hook from the wire as the hook page and list show it. */
import type { components } from '@cadenza/sdk';
import type { HookView } from './HookPlayer';

export function hookView(hook: components['schemas']['Hook']): HookView {
  return {
    id: hook.id,
    title: hook.title,
    caption: hook.caption ?? null,
    handle: hook.user?.handle ?? null,
    status: hook.status,
    videoUrl: hook.video_url ?? null,
    audioUrl: hook.audio_url ?? null,
    imageUrl: hook.image_url ?? null,
    songId: hook.clip_id ?? null,
    songTitle: hook.clip_title ?? null,
    songStartS: hook.song_start_s ?? 0,
    videoStartS: hook.video_start_s ?? 0,
    videoEndS: hook.video_end_s ?? 0,
    errorMessage: hook.error_message ?? null,
  };
}
