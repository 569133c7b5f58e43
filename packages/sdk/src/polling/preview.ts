/**
 * Preview clips (1-generation §4 Preview clips): a clip of type preview is polled every 15 s
 * for up to 60 s; then a manual unlock is offered. When unlocked the clip becomes type gen.
 */
import { isPreviewClip, type ApiClient, type Clock } from '@cadenza/sdk';
import type { Clip } from './clip-poller';
import { pollUntil } from './poll';
import { POLL_SCHEDULES } from './schedules';

export type PreviewWatchResult =
  /** The clip stopped being a preview while polled. */
  | { readonly status: 'unlocked'; readonly clip: Clip }
  /** 60 s passed: offer the manual unlock. */
  | { readonly status: 'unlockOffered'; readonly clip: Clip | undefined }
  | { readonly status: 'aborted' }
  | { readonly status: 'error'; readonly clip: Clip | undefined };

export async function watchPreviewClip(
  clipId: string,
  deps: { client: ApiClient; clock: Clock; signal?: AbortSignal; onClip?: (clip: Clip) => void },
): Promise<PreviewWatchResult> {
  let latest: Clip | undefined;
  const outcome = await pollUntil({
    clock: deps.clock,
    schedule: POLL_SCHEDULES.preview,
    ...(deps.signal ? { signal: deps.signal } : {}),
    attempt: async (signal) => {
      const page = await deps.client.call(
        'getFeedV2',
        { query: { ids: clipId } },
        { signal, retries: 0 },
      );
      return page.clips.find((clip) => clip.id === clipId);
    },
    isDone: (clip) => clip !== undefined && !isPreviewClip(clip),
    onValue: (clip) => {
      if (!clip) return;
      latest = clip;
      deps.onClip?.(clip);
    },
  });
  if (outcome.status === 'done' && outcome.value)
    return { status: 'unlocked', clip: outcome.value };
  if (outcome.status === 'aborted') return { status: 'aborted' };
  if (outcome.status === 'error') return { status: 'error', clip: latest };
  return { status: 'unlockOffered', clip: latest };
}

/** The manual unlock: POST unlock-preview; the clip becomes type gen. */
export const unlockPreviewClip = (client: ApiClient, clipId: string, signal?: AbortSignal) =>
  client.call('unlockPreview', { path: { gen_id: clipId } }, signal ? { signal } : {});
