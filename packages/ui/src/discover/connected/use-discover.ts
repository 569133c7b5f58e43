/**
 * The discover page's data: pages of 5 sections (POST /api/discover/ from start_index 0) loaded
 * on demand; the recently played songs (the persisted list of 50, newest first) read by id; the
 * navigation history of 5.
 */
import { useMemo, useState } from 'react';
import { DISCOVER_PAGE_SIZE } from '@cadenza/sdk';
import { queryStatus } from '../../utils/query-status';
import { useCadenzaQueries, useCadenzaQuery, usePersistedState } from '@cadenza/sdk/react';
import { discoverPageRequest, inIdOrder, type DiscoverSection } from '../discover-view';

export function useDiscoverSections() {
  const [pages, setPages] = useState(1);
  const args = useMemo(
    () => Array.from({ length: pages }, (_, n) => ({ body: discoverPageRequest(n) })),
    [pages],
  );
  const { entries, refetch } = useCadenzaQueries('getDiscover', args);
  const sections: DiscoverSection[] = entries.flatMap((entry) => entry.data?.sections ?? []);
  const total = entries[0]?.data?.total_sections ?? 0;
  const first = entries[0];
  const last = entries[entries.length - 1];
  return {
    status: queryStatus(first),
    sections,
    hasMore: pages * DISCOVER_PAGE_SIZE < total,
    loadingMore: last?.status === 'pending',
    loadMore: () => setPages((n) => n + 1),
    retry: refetch,
  };
}

/**
 * The recently played songs, newest first (the list the player keeps, capped at 50); null
 * while they load.
 */
export function useRecentlyPlayed() {
  const persisted = usePersistedState();
  const ids = persisted.read('recentlyPlayed');
  const found = useCadenzaQuery(
    'getSongsByIds',
    { query: { ids: ids.join(',') } },
    { skip: ids.length === 0 },
  );
  const key = ids.join(',');
  return useMemo(
    () => (key !== '' && found.data === undefined ? null : inIdOrder(ids, found.data?.clips ?? [])),
    // The ids are read fresh each render; their text identifies them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, found.data],
  );
}

/** The last 5 paths visited, oldest first. */
export const useNavigationHistory = (): readonly string[] =>
  usePersistedState().read('navigationHistory');
