/**
 * The three lists of /me/personas (3-library-social §7 Personas): my personas (GET
 * get-personas, paged by continuation_token), loved (get-loved-personas) and followed
 * (get-followed-personas), each 20 a page from page 0 (DECISIONS.md Paging), more pages on
 * demand; with flag persona-search, My Personas is searched through POST /api/search/
 * (library_persona) once typing stops. Each list is loaded when its tab is first shown.
 */
import { useCallback, useRef, useState } from 'react';
import { hasFlag, PERSONA_LIST_PAGING } from '@cadenza/sdk';
import { useCadenzaCalls, useCadenzaQuery } from '@cadenza/sdk/react';
import { PERSONA_SEARCH_FLAG, usePersonaSearch } from '../../create/connected/use-persona-search';
import { useSongSession } from '../../song/connected/use-song-session';
import {
  mergePages,
  personaListState,
  type Persona,
  type PersonaListState,
  type PersonaListTab,
} from '../persona-view';

const LIST_OPERATION = {
  favorites: 'getLovedPersonas',
  following: 'getFollowedPersonas',
} as const;

interface ListPage {
  readonly personas: readonly Persona[];
  readonly num_total_results: number;
  readonly continuation_token?: string | null;
}

interface MorePages {
  readonly pages: readonly ListPage[];
  readonly loading: boolean;
}

const NO_MORE: MorePages = { pages: [], loading: false };

export function usePersonaLists() {
  const calls = useCadenzaCalls();
  const { flags } = useSongSession();
  const [tab, setTab] = useState<PersonaListTab>('mine');
  const [seen, setSeen] = useState<ReadonlySet<PersonaListTab>>(() => new Set(['mine']));
  const [search, setSearch] = useState('');
  const [more, setMore] = useState<Readonly<Record<PersonaListTab, MorePages>>>({
    mine: NO_MORE,
    favorites: NO_MORE,
    following: NO_MORE,
  });
  const searchable = hasFlag(flags, PERSONA_SEARCH_FLAG);
  const { searched, found, hits } = usePersonaSearch(search, searchable);

  const mine = useCadenzaQuery('getPersonas');
  const loved = useCadenzaQuery('getLovedPersonas', undefined, { skip: !seen.has('favorites') });
  const followed = useCadenzaQuery('getFollowedPersonas', undefined, {
    skip: !seen.has('following'),
  });
  const first = { mine, favorites: loved, following: followed };

  const listOf = (which: PersonaListTab): PersonaListState => {
    if (which === 'mine' && searched)
      return found.data
        ? { kind: 'ready', personas: hits() }
        : personaListState({ data: undefined, error: found.error, isError: found.isError });
    const state = personaListState(first[which]);
    if (state.kind !== 'ready') return state;
    return {
      kind: 'ready',
      personas: mergePages(
        state.personas,
        more[which].pages.map((p) => p.personas),
      ),
    };
  };

  const lastPage = (which: PersonaListTab): ListPage | undefined =>
    more[which].pages.at(-1) ?? first[which].data;

  const hasMore = (which: PersonaListTab): boolean => {
    if (which === 'mine' && searched) return false;
    const last = lastPage(which);
    if (!last) return false;
    if (which === 'mine') return last.continuation_token != null;
    const list = listOf(which);
    return list.kind === 'ready' && list.personas.length < last.num_total_results;
  };

  const request = useRef(0);
  const loadMore = useCallback(() => {
    const which = tab;
    const last = lastPage(which);
    if (!last) return;
    const id = ++request.current;
    setMore((m) => ({ ...m, [which]: { ...m[which], loading: true } }));
    const next =
      which === 'mine'
        ? calls.query('getPersonas', {
            query: { continuation_token: last.continuation_token ?? '' },
          })
        : calls.query(LIST_OPERATION[which], {
            query: { page: PERSONA_LIST_PAGING.first + more[which].pages.length + 1 },
          });
    next
      .then((page) =>
        setMore((m) => ({ ...m, [which]: { pages: [...m[which].pages, page], loading: false } })),
      )
      .catch(() => {
        if (id === request.current)
          setMore((m) => ({ ...m, [which]: { ...m[which], loading: false } }));
      });
    // lastPage reads the state of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, more, calls, mine.data, loved.data, followed.data]);

  return {
    tab,
    onTabChange: (next: PersonaListTab) => {
      setTab(next);
      setSeen((s) => new Set([...s, next]));
    },
    searchable,
    search,
    onSearchChange: setSearch,
    lists: { mine: listOf('mine'), favorites: listOf('favorites'), following: listOf('following') },
    hasMore: hasMore(tab),
    loadingMore: more[tab].loading,
    onLoadMore: loadMore,
    onRetry: () => (tab === 'mine' && searched ? found.refetch() : first[tab].refetch()),
  } as const;
}
