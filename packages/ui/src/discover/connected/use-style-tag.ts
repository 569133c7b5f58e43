/**
 * A style tag's songs (the featured_feed discover section with the tag as its content), a page
 * of 12 at a time.
 */
import { useMemo, useState } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { queryStatus } from '../../utils/query-status';
import { useCadenzaQueries } from '@cadenza/sdk/react';
import { styleTagRequest } from '../discover-view';

export function useStyleTagSongs(tag: string) {
  const [paging, setPaging] = useState({ tag, pages: 1 });
  const pages = paging.tag === tag ? paging.pages : 1;
  const args = useMemo(
    () => Array.from({ length: pages }, (_, n) => ({ body: styleTagRequest(tag, n) })),
    [tag, pages],
  );
  const { entries, refetch } = useCadenzaQueries('getDiscover', args);
  const clips = useMemo(
    () =>
      entries
        .flatMap((entry) => entry.data?.sections[0]?.items ?? [])
        .flatMap((item) => (item.clip ? [item.clip as Clip] : [])),
    [entries],
  );
  const total = entries[0]?.data?.sections[0]?.num_total_items ?? 0;
  const first = entries[0];
  return {
    status: queryStatus(first),
    clips,
    hasMore: clips.length < total,
    loadMore: () => setPaging({ tag, pages: pages + 1 }),
    retry: refetch,
  };
}
