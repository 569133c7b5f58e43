/**
 * The Inspo panel, connected: the user's playlists, searched 300 ms after typing stops and paged
 * as the list scrolls, loaded when the panel opens; 'Create New Playlist' creates one through the
 * SDK and selects it; a picked playlist is fetched whole first so the own-song rule can be
 * checked. The user's own songs (POST /api/search/, library_song) are picked as inspiration
 * clips through the SDK's form actions (unique, at most 4).
 */
import { useState } from 'react';
import {
  addInspirationClips,
  applyInspirationPlaylist,
  buildSearchQuery,
  type components,
  CREATE_FORM_LIBRARY_SEARCH_TYPE,
  type FormActionError,
  type FormUpdate,
  LIBRARY_SEARCH_PAGE_SIZE,
  PAGING,
  PLAYLIST_SEARCH_DEBOUNCE_MS,
  removeInspirationClip,
  type RulesContext,
} from '@cadenza/sdk';
import {
  useCadenzaCalls,
  useCadenzaClock,
  useCadenzaMutation,
  useCadenzaQuery,
  useCreateFormReader,
} from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { InspirationClipPickerProps } from '../InspirationClipPicker';
import type { InspirationPickerProps } from '../InspirationPicker';
import { inspirationClipItem, playlistListItem, searchHits } from '../view-models';
import type { AddMenuOptions } from './add-menu-options';

type Playlist = components['schemas']['Playlist'];
const SONGS_QUERY = 'songs';
/** The user's playlists count their pages from 0 (DECISIONS.md "Paging"). */
const FIRST_PAGE = PAGING.getMyPlaylists.first;

export function useInspoPanel(
  options: AddMenuOptions,
  open: boolean,
  handle: (error: FormActionError | null) => void,
): { readonly inspiration: InspirationPickerProps; readonly clips: InspirationClipPickerProps } {
  const { scope, ctx } = options;
  const clock = useCadenzaClock();
  const calls = useCadenzaCalls();
  const form = useCreateFormReader(scope);
  const [playlistSearch, setPlaylistSearch] = useState('');
  const [songSearch, setSongSearch] = useState('');
  const query = useDebouncedValue(playlistSearch, PLAYLIST_SEARCH_DEBOUNCE_MS, clock);
  const songTerm = useDebouncedValue(songSearch.trim(), PLAYLIST_SEARCH_DEBOUNCE_MS, clock);
  const [more, setMore] = useState<{ query: string; page: number; playlists: Playlist[] }>({
    query: '',
    page: FIRST_PAGE,
    playlists: [],
  });

  const firstPage = useCadenzaQuery(
    'getMyPlaylists',
    { query: { page: FIRST_PAGE, ...(query ? { query } : {}) } },
    { skip: !open },
  );
  const songs = useCadenzaQuery(
    'search',
    {
      body: {
        search_queries: [
          buildSearchQuery({
            type: CREATE_FORM_LIBRARY_SEARCH_TYPE,
            term: songTerm,
            size: LIBRARY_SEARCH_PAGE_SIZE,
            name: SONGS_QUERY,
          }),
        ],
      },
    },
    { skip: !open },
  );
  const [createPlaylist, created] = useCadenzaMutation('createPlaylist');

  // Pages after the first, for the current search (a new search starts again from the first).
  const extra = more.query === query ? more : { query, page: FIRST_PAGE, playlists: [] };
  const playlists = [...(firstPage.data?.playlists ?? []), ...extra.playlists].map(
    playlistListItem,
  );
  const total = firstPage.data?.num_total_results ?? 0;
  const loadMore = () => {
    if (playlists.length >= total || firstPage.data === undefined) return;
    const page = extra.page + 1;
    calls.query('getMyPlaylists', { query: { page, ...(query ? { query } : {}) } }).then(
      (answer) =>
        setMore((now) => ({
          query,
          page,
          playlists: [...(now.query === query ? now.playlists : []), ...answer.playlists],
        })),
      () => undefined,
    );
  };

  const act = (
    update: (current: NonNullable<ReturnType<typeof form>>, rules: RulesContext) => FormUpdate,
  ) => {
    const current = form();
    if (current && ctx) handle(options.apply(update(current, ctx)));
  };
  const selectPlaylist = (playlistId: string) => {
    calls.query('getPlaylist', { path: { playlist_id: playlistId } }).then(
      (whole) =>
        act((current, rules) => applyInspirationPlaylist(current, playlistListItem(whole), rules)),
      () => undefined,
    );
  };
  const pickedClips = form()?.global.untimedConditions.inspirationClipIds ?? [];

  return {
    inspiration: {
      search: playlistSearch,
      onSearchChange: setPlaylistSearch,
      playlists,
      selectedId: form()?.global.untimedConditions.playlist?.playlistId ?? null,
      creating: created.status === 'pending',
      onCreateNew: () => {
        createPlaylist({ body: {} }).then(
          (playlist) => selectPlaylist(playlist.id),
          () => undefined,
        );
      },
      onSelect: (playlist) => selectPlaylist(playlist.id),
      onEndReached: loadMore,
    },
    clips: {
      search: songSearch,
      onSearchChange: setSongSearch,
      searching: songSearch.trim() !== songTerm || songs.isLoading,
      clips: searchHits(songs.data, SONGS_QUERY, 'clip').map(inspirationClipItem),
      selectedIds: pickedClips,
      onToggle: (clip) =>
        act((current, rules) =>
          current.global.untimedConditions.inspirationClipIds.includes(clip.id)
            ? removeInspirationClip(current, clip.id, rules)
            : addInspirationClips(current, [clip.id], rules),
        ),
    },
  };
}
