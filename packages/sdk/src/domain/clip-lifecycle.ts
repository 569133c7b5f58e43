/**
 * Clip lifecycle (1-generation §4 Clip status, Preview clips; 3-library-social §4): statuses,
 * the running set, stuck detection and the preview unlock rule.
 */
import {
  CLIP_ERROR_TOAST_MS,
  PREVIEW_POLL_TIMEOUT_MS,
  STUCK_QUEUED_MS,
  STUCK_SUBMITTED_MS,
} from './constants';
import { CLIP_STUCK_MESSAGES } from './messages/lifecycle';
import { CLIP_STATUSES } from '@cadenza/studio-engine/rules';
import { notice, type Notice } from './notice';

/** Every clip status the documents name (processing appears in some views): the engine's. */
export { CLIP_STATUSES };
export type ClipStatus = (typeof CLIP_STATUSES)[number];

/** Complete or error: polling stops and the clip leaves the running set. */
export const TERMINAL_CLIP_STATUSES = ['complete', 'error'] as const;

/** A clip as the lifecycle rules need it. */
export interface LifecycleClip {
  readonly id: string;
  readonly status?: string | null;
  readonly created_at?: string | null;
  readonly preview_seconds?: number | null;
  readonly metadata?: {
    readonly type?: string | null;
    readonly refund_credits?: boolean | null;
    readonly free_quota_category?: string | null;
  } | null;
}

export const isTerminalStatus = (status: string | null | undefined): boolean =>
  status === 'complete' || status === 'error';

/** Any non-terminal status is running and polled. */
export const isRunningStatus = (status: string | null | undefined): boolean =>
  !isTerminalStatus(status);

/** Submitted counts as pending: it expects a credit deduction. */
export const isPendingStatus = (status: string | null | undefined): boolean =>
  status === 'submitted';

/** An error-status clip is hidden from lists (and from workspace lists). */
export const isHiddenFromLists = (clip: Pick<LifecycleClip, 'status'>): boolean =>
  clip.status === 'error';

/** Drops the clips lists never show. */
export const visibleInLists = <C extends Pick<LifecycleClip, 'status'>>(clips: readonly C[]): C[] =>
  clips.filter((clip) => !isHiddenFromLists(clip));

/** Milliseconds since epoch of an ISO date, or null when it does not parse. */
export function parseTime(value: string | null | undefined): number | null {
  if (value == null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const STUCK_AFTER_MS = new Map<string, number>([
  ['submitted', STUCK_SUBMITTED_MS],
  ['queued', STUCK_QUEUED_MS],
]);

/**
 * A submitted clip older than 2 minutes, or a queued clip older than 15 minutes, is stuck.
 * `now` is epoch milliseconds; a clip without a readable created_at is never stuck.
 */
export function isClipStuck(
  clip: Pick<LifecycleClip, 'status' | 'created_at'>,
  now: number,
): boolean {
  const limit = clip.status == null ? undefined : STUCK_AFTER_MS.get(clip.status);
  const created = parseTime(clip.created_at);
  return limit !== undefined && created !== null && now - created > limit;
}

/** 'A clip got stuck while generating.' / 'No credits were used and you can retry.' */
export const stuckClipNotice = (): Notice =>
  notice('error', CLIP_STUCK_MESSAGES.title, CLIP_ERROR_TOAST_MS, {
    description: CLIP_STUCK_MESSAGES.description,
    closable: true,
  });

/** The ids of clips still generating. */
export type RunningSet = readonly string[];

/** What one batch of clip updates did to the running set. */
export interface RunningSetUpdate {
  readonly running: RunningSet;
  /** Clips that were running and are now complete or error. */
  readonly finished: readonly string[];
  /** Clips newly added to the running set. */
  readonly started: readonly string[];
  /** Complete or error updates credits and reloads subscription info. */
  readonly reloadSubscription: boolean;
}

/**
 * Applies clip updates (from polling or the realtime channel) to the running set: running
 * clips join it, complete or error clips leave it.
 */
export function updateRunningSet(
  running: RunningSet,
  clips: readonly Pick<LifecycleClip, 'id' | 'status'>[],
): RunningSetUpdate {
  const next = new Set(running);
  const finished: string[] = [];
  const started: string[] = [];
  for (const clip of clips) {
    const wasRunning = next.has(clip.id);
    if (isTerminalStatus(clip.status)) {
      if (wasRunning) finished.push(clip.id);
      next.delete(clip.id);
    } else if (!wasRunning) {
      started.push(clip.id);
      next.add(clip.id);
    }
  }
  return { running: [...next], finished, started, reloadSubscription: finished.length > 0 };
}

/** The clips of a list that are stuck now. */
export const stuckClips = <C extends Pick<LifecycleClip, 'status' | 'created_at'>>(
  clips: readonly C[],
  now: number,
): C[] => clips.filter((clip) => isClipStuck(clip, now));

// Preview clips (1-generation §4 Preview clips).

export const isPreviewClip = (clip: Pick<LifecycleClip, 'metadata'>): boolean =>
  clip.metadata?.type === 'preview';

/** Preview clips are polled every 15 s for up to 60 s from `pollingStartedAt`. */
export const shouldPollPreview = (
  clip: Pick<LifecycleClip, 'metadata'>,
  pollingStartedAt: number,
  now: number,
): boolean => isPreviewClip(clip) && now - pollingStartedAt < PREVIEW_POLL_TIMEOUT_MS;

/** After the 60 s of polling a manual unlock is offered. */
export const isPreviewUnlockOffered = (
  clip: Pick<LifecycleClip, 'metadata'>,
  pollingStartedAt: number,
  now: number,
): boolean => isPreviewClip(clip) && now - pollingStartedAt >= PREVIEW_POLL_TIMEOUT_MS;

/** When unlocked the clip becomes type gen. */
export function unlockPreview<C extends LifecycleClip>(clip: C): C {
  if (!isPreviewClip(clip)) return clip;
  return { ...clip, metadata: { ...clip.metadata, type: 'gen' } };
}

/** Preview playback stops at preview_seconds; null when the clip plays whole. */
export function previewStopSeconds(
  clip: Pick<LifecycleClip, 'metadata' | 'preview_seconds'>,
): number | null {
  const stop = clip.preview_seconds;
  return isPreviewClip(clip) && typeof stop === 'number' && stop > 0 ? stop : null;
}
