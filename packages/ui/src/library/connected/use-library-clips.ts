/**
 * The clips of the browser's list (3-library-social §2 Clip browser, §4, §7 Feed and library):
 * infinite mode pages POST /api/feed/v3 by cursor (its filters, sort and trashed view sent
 * whole); page mode asks the SDK's libraryRequest for the call of a page (GET /api/feed/v2 with
 * the library flags, GET /api/clips/trashed_v2 for the trash, the ids override) and counts the
 * pages from num_total_results. Clips with status error are never listed.
 */
import { useCallback, useMemo, useState } from 'react';
import { CLIP_PAGE_SIZE_DEFAULT, type ClipFilters, libraryRequest, sortClips } from '@cadenza/sdk';
import type { Clip } from '@cadenza/sdk/store';
import { useCadenzaQueries, useCadenzaQuery, type QueryEntry } from '@cadenza/sdk/react';
import { queryStatus } from '../../utils/query-status';
import { pageCount, type BrowserMode } from '../browser-options';

export interface LibraryClips {
  readonly status: 'loading' | 'error' | 'ready';
  readonly errorDetail?: string;
  readonly clips: readonly Clip[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
  readonly pageCount: number;
  readonly retry: () => void;
}

/**
 * The clips a list shows: never an errored clip, and only those of the view shown (a clip moved
 * to or from the trash leaves the list at once, before the server has answered).
 */
const listable = (clips: readonly Clip[], trashed: boolean | undefined) =>
  clips.filter(
    (clip) => clip.status !== 'error' && (clip.is_trashed === true) === (trashed === true),
  );

function useInfinite(filters: ClipFilters, skip: boolean) {
  const filtersKey = JSON.stringify(filters);
  const [more, setMore] = useState<{ key: string; cursors: string[] }>({ key: '', cursors: [] });
  const cursors = useMemo(() => (more.key === filtersKey ? more.cursors : []), [more, filtersKey]);
  const argsList = skip
    ? []
    : [null, ...cursors].map((cursor) => ({
        body: { cursor, limit: CLIP_PAGE_SIZE_DEFAULT, filters },
      }));
  const { entries, refetch } = useCadenzaQueries('postFeedV3', argsList);
  const lastEntry = entries[entries.length - 1];
  const next = lastEntry?.data?.next_cursor ?? null;
  const loadingMore = entries.length > 1 && lastEntry?.data === undefined;
  const loadMore = useCallback(() => {
    if (next !== null && !loadingMore) setMore({ key: filtersKey, cursors: [...cursors, next] });
  }, [next, loadingMore, filtersKey, cursors]);
  const clips = useMemo(() => {
    const seen = new Set<string>();
    return listable(
      entries.flatMap((entry) => entry.data?.clips ?? []),
      filters.trashed,
    ).filter((clip) => (seen.has(clip.id) ? false : (seen.add(clip.id), true)));
  }, [entries, filters.trashed]);
  return {
    entry: entries[0],
    clips,
    hasMore: next !== null,
    loadingMore,
    loadMore,
    refetch,
  };
}

function usePaged(filters: ClipFilters, page: number, skip: boolean) {
  const request = libraryRequest(filters, page - 1);
  const feed = useCadenzaQuery(
    'getFeedV2',
    request.kind === 'trashed' ? undefined : { query: request.query },
    { skip: skip || request.kind === 'trashed' },
  );
  const trashed = useCadenzaQuery(
    'getTrashedClips',
    request.kind === 'trashed' ? { query: request.query } : undefined,
    { skip: skip || request.kind !== 'trashed' },
  );
  const used = request.kind === 'trashed' ? trashed : feed;
  const clips = useMemo(
    () => sortClips(listable(used.data?.clips ?? [], filters.trashed), filters.sort),
    [used.data, filters.sort, filters.trashed],
  );
  return {
    entry: used as QueryEntry<unknown>,
    clips,
    pageCount: pageCount(used.data?.num_total_results ?? clips.length),
    refetch: used.refetch,
  };
}

export function useLibraryClips(
  filters: ClipFilters,
  mode: BrowserMode,
  page: number,
): LibraryClips {
  const infinite = useInfinite(filters, mode !== 'infinite');
  const paged = usePaged(filters, page, mode !== 'page');
  const active = mode === 'infinite' ? infinite : paged;
  const status = queryStatus(active.entry);
  return {
    status,
    ...(status === 'error' && active.entry?.error
      ? { errorDetail: active.entry.error.detail ?? active.entry.error.message }
      : {}),
    clips: active.clips,
    hasMore: mode === 'infinite' && infinite.hasMore,
    loadingMore: mode === 'infinite' && infinite.loadingMore,
    loadMore: infinite.loadMore,
    pageCount: mode === 'page' ? paged.pageCount : 1,
    retry: active.refetch,
  };
}
