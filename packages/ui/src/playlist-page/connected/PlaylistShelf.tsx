/**
 * The library's playlists on the SDK store: the user's playlists page by page (GET
 * /api/playlist/me, 12 a page from page 0 per PAGING.getMyPlaylists), the liked playlists
 * (from_index 0, page_size 50), and 'Create New Playlist', which creates an 'Untitled' playlist
 * and opens it at /playlist/{id}?new.
 */
import { useState } from 'react';
import {
  ACTION_TOAST_MS,
  createPlaylistRequest,
  LIKED_PLAYLIST_PAGE_SIZE,
  PAGING,
  toApiError,
} from '@cadenza/sdk';
import { useCadenzaCalls, useCadenzaQueries, useCadenzaQuery } from '@cadenza/sdk/react';
import { useToaster } from '../../primitives/Toast';
import type { Navigate } from '../AppLink';
import { PLAYLIST_PAGE_LABELS, type PlaylistPageLabels } from '../labels';
import { playlistHref, PlaylistShelf as PlaylistShelfView } from '../PlaylistShelf';

export interface PlaylistShelfProps {
  readonly labels?: PlaylistPageLabels;
  /** Opens a path in the app (client-side); without it links navigate the document. */
  readonly onNavigate?: Navigate;
}

export function PlaylistShelf({ labels = PLAYLIST_PAGE_LABELS, onNavigate }: PlaylistShelfProps) {
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const [pages, setPages] = useState(1);
  const mine = useCadenzaQueries(
    'getMyPlaylists',
    Array.from({ length: pages }, (_, i) => ({ query: { page: PAGING.getMyPlaylists.first + i } })),
  );
  const liked = useCadenzaQuery('getLikedPlaylists', {
    query: { from_index: 0, page_size: LIKED_PLAYLIST_PAGE_SIZE },
  });
  const [creating, setCreating] = useState(false);
  const playlists = mine.entries.flatMap((entry) => entry.data?.playlists ?? []);
  const total = mine.entries[0]?.data?.num_total_results ?? 0;
  const go = onNavigate ?? ((href: string) => window.location.assign(href));

  const create = async () => {
    setCreating(true);
    try {
      const created = await calls.mutate('createPlaylist', { body: createPlaylistRequest() });
      go(`${playlistHref(created.id)}?new`);
    } catch (error) {
      const detail = toApiError(error).detail;
      toaster.show({
        kind: 'error',
        title: labels.shelf.createFailed,
        ...(detail ? { description: detail } : {}),
        durationMs: ACTION_TOAST_MS,
        closable: true,
      });
    } finally {
      setCreating(false);
    }
  };

  return (
    <PlaylistShelfView
      labels={labels}
      loading={mine.entries[0]?.data === undefined && liked.data === undefined}
      mine={playlists}
      mineHasMore={playlists.length < total}
      onLoadMore={() => setPages((n) => n + 1)}
      liked={liked.data?.playlists ?? []}
      creating={creating}
      onCreate={() => void create()}
      onNavigate={onNavigate}
    />
  );
}
