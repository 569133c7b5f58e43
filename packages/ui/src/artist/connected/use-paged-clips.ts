/**
 * A clip list read page by page (the remix lists, 3-library-social §4, §7: direct children and
 * remixes inspired by a profile, page size 20 from page 0 per PAGING): every page loaded so far,
 * 'load more' adds the next one, and whether more follow (num_total_results).
 */
import { useState } from 'react';
import { PAGING, type CallArgs, type components } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQueries } from '@cadenza/sdk/react';

type RemixListId = 'getDirectChildren' | 'getRemixesInspired';
type PagedClipList = components['schemas']['PagedClipListResponse'];

export interface PagedClips {
  readonly clips: readonly Clip[];
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

export function usePagedClips<K extends RemixListId>(
  id: K,
  args: (page: number, pageSize: number) => CallArgs<K>,
  options: { readonly skip?: boolean } = {},
): PagedClips {
  const [pages, setPages] = useState(1);
  const { first, size } = PAGING[id];
  const list = useCadenzaQueries(
    id,
    options.skip === true ? [] : Array.from({ length: pages }, (_, i) => args(first + i, size)),
  );
  // Both calls answer a PagedClipListResponse.
  const pagesRead = list.entries.map((entry) => entry.data as PagedClipList | undefined);
  const clips = pagesRead.flatMap((data) => (data?.clips ?? []) as Clip[]);
  const total = pagesRead[0]?.num_total_results ?? 0;
  const last = list.entries[list.entries.length - 1];
  return {
    clips,
    total,
    loading: last !== undefined && last.data === undefined && last.error === undefined,
    failed: list.entries.some((entry) => entry.error !== undefined),
    hasMore: clips.length < total,
    loadMore: () => setPages((n) => n + 1),
    retry: list.refetch,
  };
}
