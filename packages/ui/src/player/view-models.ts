/**
 * Pure decisions of the playbar's views: time text, the seek bar's range, what the queue panel
 * lists, and the now-playing clip's display fields (titles cut by the SDK's displayTitle).
 */
import { currentClip, displayTitle, type PlayerState } from '@cadenza/sdk';
import { PLAYBAR_LABELS } from './labels';

/** A clip as the playbar shows it; the wire Clip is assignable. */
export interface PlaybarClip {
  readonly id: string;
  readonly title?: string | null;
  readonly image_url?: string | null;
  readonly audio_url?: string | null;
  readonly status?: string | null;
  readonly user_handle?: string | null;
  readonly user_display_name?: string | null;
  readonly preview_seconds?: number | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly duration?: number | null;
  } | null;
}

/** Seconds as m:ss (h:mm:ss past an hour); unknown or negative reads 0:00. */
export function formatTime(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && (seconds ?? 0) > 0 ? Math.floor(seconds ?? 0) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export const clipTitle = (clip: PlaybarClip): string =>
  displayTitle(clip.title) || PLAYBAR_LABELS.untitled;

/** The artist line: display name, else @handle, else nothing. */
export const clipArtist = (clip: PlaybarClip): string =>
  clip.user_display_name || (clip.user_handle ? `@${clip.user_handle}` : '');

/** The seek bar: its end and the position shown inside it. */
export function seekRange(state: Pick<PlayerState, 'positionS' | 'durationS'>): {
  readonly max: number;
  readonly value: number;
} {
  const max = Math.max(state.durationS ?? 0, state.positionS, 0);
  return { max, value: Math.min(Math.max(0, state.positionS), max) };
}

/** The playbar's view of the player: the clip, where it is, and which steps are possible. */
export function playbarModel<C extends PlaybarClip>(state: PlayerState<C>) {
  const clip = currentClip(state.queue) ?? null;
  return {
    clip,
    hasNext: state.queue.index < state.queue.clips.length - 1,
    canStepBack: clip !== null,
    ...seekRange(state),
  };
}
