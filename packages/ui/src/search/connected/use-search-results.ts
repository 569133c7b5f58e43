/**
 * The hits of one search (POST /api/search/, one query a page, paged by from_index: 20 first,
 * then 40 a page), loaded page by page as the list asks for more. A new term or type starts
 * again from the first page.
 */
import { useCallback, useMemo, useState } from 'react';
import type { SearchPageType } from '@cadenza/sdk';
import { queryStatus } from '../../utils/query-status';
import { useCadenzaQueries } from '@cadenza/sdk/react';
import { searchPageQuery, searchRow, type SearchRow } from '../search-view';
import type { SearchStatus } from '../SearchPage';

export interface SearchResults {
  readonly status: SearchStatus;
  readonly rows: readonly SearchRow[];
  readonly total: number;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

export function useSearchResults(term: string, type: SearchPageType): SearchResults {
  const key = `${type}\u0000${term}`;
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const args = useMemo(
    () =>
      term === ''
        ? []
        : Array.from({ length: pages }, (_, n) => {
            const query = searchPageQuery(type, term, n);
            return { body: { search_queries: [{ ...query, name: 'page' }] } };
          }),
    [term, type, pages],
  );
  const { entries, refetch } = useCadenzaQueries('search', args);
  const results = entries.map((entry) => entry.data?.result['page']);
  const total = results[0]?.total_hits ?? 0;
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return results
      .flatMap((page) => page?.result ?? [])
      .map((hit, index) => searchRow(hit, index))
      .filter((row): row is SearchRow => {
        if (row === null || seen.has(row.key)) return false;
        seen.add(row.key);
        return true;
      });
    // The rows follow the pages' data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries]);
  const last = entries[entries.length - 1];
  const loadMore = useCallback(() => {
    if (last?.status !== 'fulfilled') return;
    setPaging({ key, pages: pages + 1 });
  }, [key, pages, last?.status]);
  const first = entries[0];
  const status: SearchStatus = term === '' ? 'idle' : queryStatus(first);
  return { status, rows, total, loadMore, retry: refetch };
}
