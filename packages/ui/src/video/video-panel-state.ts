/**
 * What the song video panel shows (2-studio §4 Video; 1-generation video_is_stale): the video
 * when there is one (with a note when it is stale), the render in progress, the render's failure,
 * or nothing yet; and whether the viewer may (re)generate it (the owner or staff, with the
 * GenerateSongVideo feature). Pure.
 */
import {
  hasPlanFeature,
  isOwnerOrStaff,
  isStaff,
  VIDEO_POLL_MAX_TRIES,
  type Viewer,
} from '@cadenza/sdk';

export interface VideoClip {
  readonly user_id?: string | null;
  readonly video_url?: string | null;
  readonly metadata?: { readonly video_is_stale?: boolean | null } | null;
}

/** A render started from the panel. */
export type VideoRun =
  | { readonly status: 'idle' }
  | { readonly status: 'rendering'; readonly tries: number }
  | { readonly status: 'done'; readonly videoUrl: string }
  | { readonly status: 'failed'; readonly message: string };

export type VideoPanelState =
  | { readonly kind: 'none' }
  | { readonly kind: 'rendering'; readonly progress: number }
  | { readonly kind: 'ready'; readonly url: string; readonly stale: boolean }
  | { readonly kind: 'failed'; readonly message: string };

export interface VideoPanelModel {
  readonly state: VideoPanelState;
  /** 'generate' (no video), 'regenerate' (a video exists) or null (not the viewer's to make). */
  readonly action: 'generate' | 'regenerate' | null;
}

export function videoPanelModel(
  clip: VideoClip,
  run: VideoRun,
  viewer: Viewer | null,
): VideoPanelModel {
  const url = run.status === 'done' ? run.videoUrl : (clip.video_url ?? null);
  const stale = run.status !== 'done' && clip.metadata?.video_is_stale === true;
  const state: VideoPanelState =
    run.status === 'rendering'
      ? {
          kind: 'rendering',
          progress: Math.min(100, Math.round((run.tries / VIDEO_POLL_MAX_TRIES) * 100)),
        }
      : run.status === 'failed'
        ? { kind: 'failed', message: run.message }
        : url
          ? { kind: 'ready', url, stale }
          : { kind: 'none' };
  const mayMake =
    viewer !== null &&
    isOwnerOrStaff(clip, viewer) &&
    (isStaff(viewer) || hasPlanFeature(viewer, 'GenerateSongVideo'));
  const action = !mayMake || state.kind === 'rendering' ? null : url ? 'regenerate' : 'generate';
  return { state, action };
}
