/**
 * How far a streaming clip has come (1-generation §4 clip lifecycle: submitted, queued,
 * streaming, complete), from the status timeline: the time since the clip was first seen
 * streaming over the decided streaming time (MOCK_CLIP_STREAMING_MS, the generation service's
 * streaming phase), held below 1 until the clip is complete. The wire carries no progress of its
 * own, so this is the honest estimate the timeline gives; pure, the caller passes the clock's now.
 */
import { MOCK_CLIP_STREAMING_MS } from '@cadenza/sdk';

/** The expected length of the streaming phase (ms). */
export const EXPECTED_STREAMING_MS = MOCK_CLIP_STREAMING_MS;

/** The bar stays below full until the clip is complete. */
export const STREAMING_PROGRESS_CAP = 0.95;

/** How often a streaming row redraws its progress (ms). */
export const STREAMING_PROGRESS_TICK_MS = 1000;

/** 0..STREAMING_PROGRESS_CAP: elapsed streaming time over the expected streaming time. */
export function streamingProgress(
  streamingSinceMs: number,
  nowMs: number,
  expectedMs: number = EXPECTED_STREAMING_MS,
): number {
  const fraction = Math.max(0, nowMs - streamingSinceMs) / Math.max(1, expectedMs);
  return Math.min(STREAMING_PROGRESS_CAP, fraction);
}
