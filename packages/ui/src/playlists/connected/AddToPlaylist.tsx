/**
 * Add to playlist, connected: the viewer's playlists (searched after the 300 ms playlist search
 * debounce on the store's clock), 'Create New Playlist' (POST playlist/create, name 'Untitled'),
 * and Add (update_clips, update_type add).
 */
import { useState } from 'react';
import { PLAYLIST_MESSAGES, PLAYLIST_SEARCH_DEBOUNCE_MS } from '@cadenza/sdk';
import { useCadenzaClock, useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { AddToPlaylistModal } from '../AddToPlaylistModal';
import { MODAL_RESULT_TOAST_MS, PLAYLIST_PICKER_LABELS as L } from '../../modals/labels';
import { failureMessage } from '../../modals/connected/use-modal-session';
import { usePick } from '../../modals/connected/use-pick';
import type { ConnectedModalProps } from '../../modals/connected/types';

const OUTCOME = {
  done: { title: L.added, durationMs: MODAL_RESULT_TOAST_MS },
  fallback: L.addFailed,
} as const;

export function AddToPlaylist({ clip, open, onClose }: ConnectedModalProps) {
  const clock = useCadenzaClock();
  const pick = usePick(onClose);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), PLAYLIST_SEARCH_DEBOUNCE_MS, clock);
  const playlists = useCadenzaQuery(
    'getMyPlaylists',
    { query: { page: 0, ...(query === '' ? {} : { query }) } },
    { skip: !open },
  );
  const [create, creating] = useCadenzaMutation('createPlaylist');
  const [add, adding] = useCadenzaMutation('updatePlaylistClips');
  const items = (playlists.data?.playlists ?? [])
    .filter((playlist) => playlist.is_owned)
    .map((playlist) => ({
      id: playlist.id,
      label: playlist.name,
      detail: L.songCount(playlist.num_total_results),
      imageUrl: playlist.image_url,
    }));
  return (
    <AddToPlaylistModal
      open={open}
      onClose={onClose}
      playlists={items}
      loading={playlists.isLoading}
      search={search}
      onSearchChange={setSearch}
      selectedId={pick.selectedId}
      onSelect={pick.setSelectedId}
      creating={creating.status === 'pending'}
      onCreateNew={() => {
        create({ body: { name: PLAYLIST_MESSAGES.untitled } })
          .then((created) => pick.setSelectedId(created.id))
          .catch((failure: unknown) => pick.setError(failureMessage(failure, L.createFailed)));
      }}
      busy={adding.status === 'pending'}
      error={pick.error}
      onAdd={() =>
        pick.submit(
          (playlistId) =>
            add({
              body: {
                playlist_id: playlistId,
                update_type: 'add',
                metadata: { clip_ids: [clip.id] },
              },
            }),
          OUTCOME,
        )
      }
    />
  );
}
