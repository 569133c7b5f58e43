/**
 * Every polling schedule of the spec as data (1-generation §4, §9; 2-studio §4, §9;
 * 3-library-social §4). Values come from domain/constants.ts; `firstTryAfterMs` says whether a
 * job is looked at at once (a read that may already be done) or one interval after it was
 * started (a job the client just asked for).
 */
import {
  CLIP_POLL_THROTTLE_MS,
  DOWNBEATS_POLL_INTERVAL_MS,
  DOWNBEATS_POLL_TIMEOUT_MS,
  EDIT_ACTION_POLL_INTERVAL_MS,
  EDIT_ACTION_POLL_MAX_TRIES,
  HOOK_STATUS_POLL_INTERVAL_MS,
  HOOK_STATUS_POLL_TIMEOUT_MS,
  HOOK_VIDEO_PROCESSING_POLL_INTERVAL_MS,
  HOOK_VIDEO_PROCESSING_TIMEOUT_MS,
  LYRICS_ALIGNMENT_POLL_INTERVAL_MS,
  LYRICS_ALIGNMENT_POLL_TIMEOUT_MS,
  LYRICS_POLL_INTERVAL_MS,
  LYRICS_POLL_MAX_TRIES,
  OPUS_POLL_INTERVAL_MS,
  OPUS_POLL_MAX_TRIES,
  OPUS_POLL_TIMEOUT_MS,
  PREVIEW_POLL_INTERVAL_MS,
  PREVIEW_POLL_TIMEOUT_MS,
  SHARE_ASSET_POLL_INTERVAL_MS,
  SHARE_ASSET_POLL_TIMEOUT_MS,
  STEM_ALIGNMENT_REFETCH_INTERVAL_MS,
  UPLOAD_POLL_INTERVAL_MS,
  UPLOAD_POLL_MAX_TRIES,
  VIDEO_POLL_INTERVAL_MS,
  VIDEO_POLL_MAX_TRIES,
  WAV_POLL_INTERVAL_MS,
  WAV_POLL_MAX_TRIES,
  WAV_POLL_TIMEOUT_MS,
} from '@cadenza/sdk';
import type { PollSchedule } from './poll';

export const POLL_SCHEDULES = {
  /** Clip status: feed/v2 by ids every 2.5 s (the throttle) while clips run. */
  clipStatus: { intervalMs: CLIP_POLL_THROTTLE_MS, firstTryAfterMs: 0 },
  /** Preview clips every 15 s for up to 60 s, then the unlock offer. */
  preview: {
    intervalMs: PREVIEW_POLL_INTERVAL_MS,
    firstTryAfterMs: PREVIEW_POLL_INTERVAL_MS,
    timeoutMs: PREVIEW_POLL_TIMEOUT_MS,
  },
  /** Lyrics: up to 10 times, 4 s apart, until no longer running. */
  lyrics: {
    intervalMs: LYRICS_POLL_INTERVAL_MS,
    firstTryAfterMs: LYRICS_POLL_INTERVAL_MS,
    maxTries: LYRICS_POLL_MAX_TRIES,
  },
  /** WAV: every 5 s up to 24 times (2-minute timeout). */
  wav: {
    intervalMs: WAV_POLL_INTERVAL_MS,
    firstTryAfterMs: WAV_POLL_INTERVAL_MS,
    maxTries: WAV_POLL_MAX_TRIES,
    timeoutMs: WAV_POLL_TIMEOUT_MS,
  },
  /** Opus: as WAV. */
  opus: {
    intervalMs: OPUS_POLL_INTERVAL_MS,
    firstTryAfterMs: OPUS_POLL_INTERVAL_MS,
    maxTries: OPUS_POLL_MAX_TRIES,
    timeoutMs: OPUS_POLL_TIMEOUT_MS,
  },
  /** Edit actions (crop, fade, speed): every 4 s, up to 10 retries. */
  editAction: {
    intervalMs: EDIT_ACTION_POLL_INTERVAL_MS,
    firstTryAfterMs: EDIT_ACTION_POLL_INTERVAL_MS,
    maxTries: EDIT_ACTION_POLL_MAX_TRIES,
  },
  /** Upload status: every 4 s, up to 75 tries. */
  upload: {
    intervalMs: UPLOAD_POLL_INTERVAL_MS,
    firstTryAfterMs: UPLOAD_POLL_INTERVAL_MS,
    maxTries: UPLOAD_POLL_MAX_TRIES,
  },
  /** Song video: every 4 s, up to 60 tries. */
  video: {
    intervalMs: VIDEO_POLL_INTERVAL_MS,
    firstTryAfterMs: VIDEO_POLL_INTERVAL_MS,
    maxTries: VIDEO_POLL_MAX_TRIES,
  },
  /** Downbeats: every 2.5 s while running; 'Timeout' after 5 minutes. */
  downbeats: {
    intervalMs: DOWNBEATS_POLL_INTERVAL_MS,
    firstTryAfterMs: 0,
    timeoutMs: DOWNBEATS_POLL_TIMEOUT_MS,
  },
  /** Aligned lyrics v3: every 2.5 s while running (then v2 as the fallback). */
  alignedLyrics: {
    intervalMs: LYRICS_ALIGNMENT_POLL_INTERVAL_MS,
    firstTryAfterMs: 0,
    timeoutMs: LYRICS_ALIGNMENT_POLL_TIMEOUT_MS,
  },
  /** Hook video upload processing: every 2 s, times out at 180000 ms. */
  hookVideoProcessing: {
    intervalMs: HOOK_VIDEO_PROCESSING_POLL_INTERVAL_MS,
    firstTryAfterMs: HOOK_VIDEO_PROCESSING_POLL_INTERVAL_MS,
    timeoutMs: HOOK_VIDEO_PROCESSING_TIMEOUT_MS,
  },
  /** Hook status: every 2 s until rendered or error. */
  hookStatus: {
    intervalMs: HOOK_STATUS_POLL_INTERVAL_MS,
    firstTryAfterMs: HOOK_STATUS_POLL_INTERVAL_MS,
    timeoutMs: HOOK_STATUS_POLL_TIMEOUT_MS,
  },
  /** Share asset render: every 2 s, 5-minute timeout. */
  shareAsset: {
    intervalMs: SHARE_ASSET_POLL_INTERVAL_MS,
    firstTryAfterMs: SHARE_ASSET_POLL_INTERVAL_MS,
    timeoutMs: SHARE_ASSET_POLL_TIMEOUT_MS,
  },
  /** Stem and alignment queries: refetch every 2.5 s while expected clips are missing. */
  stemAlignment: { intervalMs: STEM_ALIGNMENT_REFETCH_INTERVAL_MS, firstTryAfterMs: 0 },
} as const satisfies Record<string, PollSchedule>;

export type PollScheduleName = keyof typeof POLL_SCHEDULES;
