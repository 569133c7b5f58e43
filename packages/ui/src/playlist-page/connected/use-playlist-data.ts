/**
 * A playlist and all its songs (3-library-social §7: GET /api/playlist/{id}/ answers one page of
 * 20 entries, first page 0 per PAGING.getPlaylist): the first page, then every further page the
 * song count calls for, read together in order. Missing, private and trashed-for-others
 * playlists answer 404: that is the page's 'not-found' state.
 */
import { useMemo } from 'react';
import { type ApiError, PAGING } from '@cadenza/sdk';
import { useCadenzaQuery, useCadenzaQueries } from '@cadenza/sdk/react';
import type { Playlist, PlaylistEntry } from '../playlist-edits';

export interface PlaylistData {
  readonly status: 'loading' | 'not-found' | 'error' | 'ready';
  readonly playlist: Playlist | undefined;
  readonly entries: readonly PlaylistEntry[];
  readonly error: ApiError | undefined;
  readonly refetch: () => void;
}

const pageArgs = (id: string, page: number) => ({
  path: { playlist_id: id },
  query: { page },
});

export function usePlaylistData(id: string): PlaylistData {
  const paging = PAGING.getPlaylist;
  const first = useCadenzaQuery('getPlaylist', pageArgs(id, paging.first));
  const total = first.data?.num_total_results ?? 0;
  const pages = Math.ceil(total / paging.size);
  const rest = Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
    pageArgs(id, paging.first + 1 + i),
  );
  const more = useCadenzaQueries('getPlaylist', rest);
  const entries = useMemo(() => {
    const seen = new Set<string>();
    return [first.data, ...more.entries.map((entry) => entry.data)]
      .flatMap((page) => page?.playlist_clips ?? [])
      .filter((entry) => (seen.has(entry.clip.id) ? false : (seen.add(entry.clip.id), true)));
  }, [first.data, more.entries]);
  const status =
    first.data !== undefined
      ? 'ready'
      : first.isError
        ? first.error?.status === 404
          ? 'not-found'
          : 'error'
        : 'loading';
  return {
    status,
    playlist: first.data,
    entries,
    error: first.error,
    refetch: () => {
      first.refetch();
      more.refetch();
    },
  };
}
