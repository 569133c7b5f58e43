/**
 * useAlignedClipLookup (2-studio §7): the aligned-clip lookups a timeline generation makes, GET
 * /api/clips/aligned_clips (history_clip_id, history_end_seconds_gte/lte, future_clip_id,
 * future_start_seconds_gte/lte, built by the engine's alignedClipsQuery ±0.1 s) and GET
 * /api/clips/aligned_clip_siblings (clip_id), read through the store's cache, where alignment
 * queries have their staleTime and gcTime of 1 s (store/freshness.ts). A lookup that fails
 * answers no alignments: the generation then goes with the overrides the timeline gives.
 */
import { useCallback } from 'react';
import type { components } from '@cadenza/sdk';
import { useCadenzaCalls } from './store-hooks';

export type AlignedClipFound = components['schemas']['AlignedClip'];

/** The aligned_clips query (empty: not asked) and the clip whose siblings to ask for (or null). */
export type AlignedClipLookup = (
  query: Readonly<Record<string, string | number>>,
  sourceClipId: string | null,
) => Promise<readonly AlignedClipFound[]>;

export function useAlignedClipLookup(): AlignedClipLookup {
  const calls = useCadenzaCalls();
  return useCallback<AlignedClipLookup>(
    async (query, sourceClipId) => {
      const [aligned, siblings] = await Promise.all([
        Object.keys(query).length === 0
          ? []
          : calls
              .query('getAlignedClips', { query })
              .then((r) => r.alignments)
              .catch(() => []),
        sourceClipId === null
          ? []
          : calls
              .query('getAlignedClipSiblings', { query: { clip_id: sourceClipId } })
              .then((r) => r.siblings)
              .catch(() => []),
      ]);
      return [...aligned, ...siblings];
    },
    [calls],
  );
}
