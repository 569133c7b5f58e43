/**
 * The Personas panel, connected (3-library-social §2 Persona picker, §7 Personas): my personas,
 * favorites and followed personas, loaded when the panel opens. With flag persona-search, My
 * Personas is searched through POST /api/search/ (library_persona) once typing has stopped;
 * without it the panel shows no search box. Picking a persona applies the SDK's persona action.
 */
import { useState } from 'react';
import {
  applyPersona,
  buildSearchQuery,
  CREATE_FORM_PERSONA_SEARCH_TYPE,
  type FormActionError,
  hasFlag,
  PERSONA_LIST_PAGE_SIZE,
  SAVED_PROMPT_SEARCH_DEBOUNCE_MS,
} from '@cadenza/sdk';
import {
  useCadenzaClock,
  useCadenzaMutation,
  useCadenzaQuery,
  useCreateFormReader,
  usePlayer,
} from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { PersonaPickerProps, PersonaTab } from '../PersonaPicker';
import { personaListItem, searchHits } from '../view-models';
import type { AddMenuOptions } from './add-menu-options';

/**
 * Decided: the spec gives no persona-search debounce; the create form's one search debounce
 * (saved prompts, 300 ms) is used.
 */
export const PERSONA_SEARCH_DEBOUNCE_MS = SAVED_PROMPT_SEARCH_DEBOUNCE_MS;
/** The flag persona search needs (3-library-social §6). */
export const PERSONA_SEARCH_FLAG = 'persona-search';
const QUERY_NAME = 'personas';

export function usePersonaPanel(
  options: AddMenuOptions,
  open: boolean,
  handle: (error: FormActionError | null) => void,
): PersonaPickerProps {
  const { scope, ctx } = options;
  const readForm = useCreateFormReader(scope);
  const clock = useCadenzaClock();
  const [tab, setTab] = useState<PersonaTab>('mine');
  const [search, setSearch] = useState('');
  const searchable = hasFlag(ctx?.session.flags, PERSONA_SEARCH_FLAG);
  const term = useDebouncedValue(search.trim(), PERSONA_SEARCH_DEBOUNCE_MS, clock);
  const { send } = usePlayer();

  const mine = useCadenzaQuery('getPersonas', undefined, { skip: !open });
  const loved = useCadenzaQuery('getLovedPersonas', undefined, { skip: !open });
  const followed = useCadenzaQuery('getFollowedPersonas', undefined, { skip: !open });
  const found = useCadenzaQuery(
    'search',
    {
      body: {
        search_queries: [
          buildSearchQuery({
            type: CREATE_FORM_PERSONA_SEARCH_TYPE,
            term,
            size: PERSONA_LIST_PAGE_SIZE,
            name: QUERY_NAME,
          }),
        ],
      },
    },
    { skip: !open || !searchable || term === '' },
  );
  const [toggleLove] = useCadenzaMutation('togglePersonaLove');

  const searched = searchable && term !== '';
  const form = readForm();
  return {
    tab,
    onTabChange: setTab,
    search,
    onSearchChange: setSearch,
    searchable,
    searching: searchable && (search.trim() !== term || found.isLoading),
    mine: searched
      ? searchHits(found.data, QUERY_NAME, 'persona').map(personaListItem)
      : (mine.data?.personas ?? []).map(personaListItem),
    favorites: (loved.data?.personas ?? []).map(personaListItem),
    following: (followed.data?.personas ?? []).map(personaListItem),
    selectedIds: form?.global.untimedConditions.personas.map((p) => p.personaId) ?? [],
    onSelect: (persona) => {
      const current = readForm();
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
  };
}
