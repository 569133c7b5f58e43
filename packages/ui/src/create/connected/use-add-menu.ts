/**
 * The add menu, connected: personas (mine, searched by name; favorites) loaded when the Personas
 * panel opens; the user's playlists, searched 300 ms after typing stops and paged as the list
 * scrolls, loaded when the Inspo panel opens. Picking one applies the SDK's form action (its
 * errors open the upsell or show their message); a playlist is fetched whole first so the
 * own-song rule can be checked.
 */
import { useState } from 'react';
import {
  CREATE_FORM_ERROR_TOAST_MS,
  PLAYLIST_SEARCH_DEBOUNCE_MS,
  applyInspirationPlaylist,
  applyPersona,
  type CadenzaStore,
  type CreateFormScope,
  type FormActionError,
  type FormUpdate,
  type RulesContext,
  type components,
} from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery, usePlayer } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useToaster } from '../../primitives/Toast/Toaster';
import type { AddMenuPanel, AddMenuProps } from '../AddMenu';
import type { PersonaTab } from '../PersonaPicker';
import type { UpsellReason } from '../UpsellDialog';
import { personaListItem, playlistListItem } from '../view-models';

export interface AddMenuOptions {
  readonly store: CadenzaStore;
  readonly scope: CreateFormScope;
  readonly ctx: RulesContext | null;
  readonly apply: (update: FormUpdate) => FormActionError | null;
  readonly openUpsell: (reason: UpsellReason) => void;
  readonly personaHref: (id: string) => string;
  readonly onCreateNewPersona?: () => void;
}

type Playlist = components['schemas']['Playlist'];

const byName = (search: string) => (item: { readonly name: string }) =>
  item.name.toLowerCase().includes(search.trim().toLowerCase());

export function useAddMenu(options: AddMenuOptions): AddMenuProps {
  const { store, scope, ctx } = options;
  const toaster = useToaster();
  const [panel, setPanel] = useState<AddMenuPanel>('main');
  const [tab, setTab] = useState<PersonaTab>('mine');
  const [personaSearch, setPersonaSearch] = useState('');
  const [playlistSearch, setPlaylistSearch] = useState('');
  const query = useDebouncedValue(playlistSearch, PLAYLIST_SEARCH_DEBOUNCE_MS, store.clock);
  const [more, setMore] = useState<{ query: string; page: number; playlists: Playlist[] }>({
    query: '',
    page: 1,
    playlists: [],
  });
  const { send } = usePlayer();

  const mine = useCadenzaQuery('getPersonas', undefined, { skip: panel !== 'personas' });
  const loved = useCadenzaQuery('getLovedPersonas', undefined, { skip: panel !== 'personas' });
  const firstPage = useCadenzaQuery(
    'getMyPlaylists',
    { query: { page: 1, ...(query ? { query } : {}) } },
    { skip: panel !== 'inspo' },
  );
  const [toggleLove] = useCadenzaMutation('togglePersonaLove');
  const [createPlaylist, created] = useCadenzaMutation('createPlaylist');

  // Pages after the first, for the current search (a new search starts again from page 1).
  const extra = more.query === query ? more : { query, page: 1, playlists: [] };
  const playlists = [...(firstPage.data?.playlists ?? []), ...extra.playlists].map(
    playlistListItem,
  );
  const total = firstPage.data?.num_total_results ?? 0;
  const loadMore = () => {
    if (playlists.length >= total || firstPage.data === undefined) return;
    const page = extra.page + 1;
    store.query('getMyPlaylists', { query: { page, ...(query ? { query } : {}) } }).then(
      (answer) =>
        setMore((now) => ({
          query,
          page,
          playlists: [...(now.query === query ? now.playlists : []), ...answer.playlists],
        })),
      () => undefined,
    );
  };

  const handle = (error: FormActionError | null) => {
    if (!error) return;
    if (error.code === 'upsell') options.openUpsell('feature');
    else if (error.message)
      toaster.show({
        kind: 'error',
        title: error.message,
        ...(error.description ? { description: error.description } : {}),
        durationMs: CREATE_FORM_ERROR_TOAST_MS,
      });
  };
  const form = () => store.getState().createForm[scope];

  return {
    onPanelChange: setPanel,
    personas: {
      tab,
      onTabChange: setTab,
      search: personaSearch,
      onSearchChange: setPersonaSearch,
      mine: (mine.data?.personas ?? []).map(personaListItem).filter(byName(personaSearch)),
      favorites: (loved.data?.personas ?? []).map(personaListItem),
      selectedIds: form()?.global.untimedConditions.personas.map((p) => p.personaId) ?? [],
      onSelect: (persona) => {
        const current = form();
        if (current && ctx) handle(options.apply(applyPersona(current, persona, ctx)));
      },
      onCreateNew: () => options.onCreateNewPersona?.(),
      onToggleLove: (persona) => {
        toggleLove({ path: { persona_id: persona.id } }).catch(() => undefined);
      },
      onPlayPreview: (persona) => {
        if (!persona.previewClip) return;
        send({
          type: 'queue',
          event: {
            type: 'setQueue',
            clips: [persona.previewClip],
            context: { type: 'persona_preview', id: persona.id },
            continuousPreference: false,
          },
        });
        send({ type: 'play' });
      },
      personaHref: options.personaHref,
    },
    inspiration: {
      search: playlistSearch,
      onSearchChange: setPlaylistSearch,
      playlists,
      selectedId: form()?.global.untimedConditions.playlist?.playlistId ?? null,
      creating: created.status === 'pending',
      onCreateNew: () => {
        createPlaylist({ body: {} }).catch(() => undefined);
      },
      onSelect: (playlist) => {
        store.query('getPlaylist', { path: { playlist_id: playlist.id } }).then(
          (whole) => {
            const current = form();
            if (current && ctx)
              handle(
                options.apply(applyInspirationPlaylist(current, playlistListItem(whole), ctx)),
              );
          },
          () => undefined,
        );
      },
      onEndReached: loadMore,
    },
  };
}
