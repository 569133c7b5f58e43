/**
 * The following feed (3-library-social §4, §7): published songs of the users the viewer
 * follows, newest first, a page at a time; each next page starts at the previous page's
 * last_item_timestamp (null on the last page).
 */
import { useMemo, useState } from 'react';
import type { Clip } from '@cadenza/sdk/store';
import { queryStatus } from '../../utils/query-status';
import { useCadenzaQueries } from '@cadenza/sdk/react';
import { followingFeedRequest } from '../discover-view';

export function useFollowingFeed() {
  const [starts, setStarts] = useState<readonly (string | null)[]>([null]);
  const args = useMemo(
    () => starts.map((start) => ({ body: followingFeedRequest(start) })),
    [starts],
  );
  const { entries, refetch } = useCadenzaQueries('getFollowingFeed', args);
  const clips = useMemo(() => {
    const seen = new Set<string>();
    return entries
      .flatMap((entry) => entry.data?.items ?? [])
      .map((item) => item.clip_schema as Clip)
      .filter((clip) => (seen.has(clip.id) ? false : (seen.add(clip.id), true)));
  }, [entries]);
  const last = entries[entries.length - 1];
  const next = last?.data?.last_item_timestamp ?? null;
  const first = entries[0];
  return {
    status: queryStatus(first),
    clips,
    hasMore: next !== null,
    loadMore: () => {
      if (next !== null) setStarts((list) => (list.includes(next) ? list : [...list, next]));
    },
    retry: refetch,
  };
}
