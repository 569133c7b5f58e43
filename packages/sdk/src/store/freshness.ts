/**
 * How long cached answers stay fresh and how long unused ones are kept, on the injected Clock
 * (RTK Query's own timestamps use Date.now, so the store records its own). Clip and pinned
 * queries are fresh for 5 minutes (1-generation §9; 3-library-social §7); contests are cached
 * 5 minutes; stem and alignment queries have a 1 s stale and cache time (2-studio §9).
 */
import {
  CLIP_CACHE_FRESHNESS_MS,
  CLIP_LIST_CACHE_MS,
  CONTEST_CACHE_MS,
  STEM_ALIGNMENT_GC_TIME_MS,
  STEM_ALIGNMENT_STALE_TIME_MS,
} from '@cadenza/sdk';
import type { QueryOperationId } from './operation-kinds';

const clip = { freshMs: CLIP_CACHE_FRESHNESS_MS, keepMs: CLIP_LIST_CACHE_MS };
const stemAlignment = { freshMs: STEM_ALIGNMENT_STALE_TIME_MS, keepMs: STEM_ALIGNMENT_GC_TIME_MS };

export const CACHE_POLICY: Partial<Record<QueryOperationId, { freshMs: number; keepMs: number }>> =
  {
    getClip: clip,
    getFeedV2: clip,
    postFeedV3: clip,
    getSongsByIds: clip,
    getTrashedClips: clip,
    getPinnedClips: clip,
    getWorkspacePinnedClips: clip,
    getContests: { freshMs: CONTEST_CACHE_MS, keepMs: CONTEST_CACHE_MS },
    checkContestClip: { freshMs: CONTEST_CACHE_MS, keepMs: CONTEST_CACHE_MS },
    getAlignedClips: stemAlignment,
    getAlignedClipSiblings: stemAlignment,
  };

/** Pinned-clip lists, patched when a pin changes. */
export const PINNED_LIST_QUERIES = ['getPinnedClips', 'getWorkspacePinnedClips'] as const;

/** True when a cached answer fetched at `fetchedAt` must be fetched again at `now`. */
export function isStale(id: QueryOperationId, fetchedAt: number | undefined, now: number): boolean {
  if (fetchedAt === undefined) return true;
  const policy = CACHE_POLICY[id];
  return policy !== undefined && now - fetchedAt >= policy.freshMs;
}
