/**
 * The Personas panel, connected (3-library-social §2 Persona picker, §7 Personas): my personas,
 * favorites and followed personas, loaded when the panel opens. With flag persona-search, My
 * Personas is searched through POST /api/search/ (library_persona) once typing has stopped;
 * without it the panel shows no search box. Picking a persona applies the SDK's persona action.
 */
import { useState } from 'react';
import { applyPersona, type FormActionError, hasFlag } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery, useCreateFormReader } from '@cadenza/sdk/react';
import type { PersonaPickerProps, PersonaTab } from '../PersonaPicker';
import { personaListItem } from '../view-models';
import { usePlayClips } from '../../player/connected/use-play-clips';
import type { AddMenuOptions } from './add-menu-options';
import {
  PERSONA_SEARCH_DEBOUNCE_MS,
  PERSONA_SEARCH_FLAG,
  usePersonaSearch,
} from './use-persona-search';

export { PERSONA_SEARCH_DEBOUNCE_MS, PERSONA_SEARCH_FLAG };

export function usePersonaPanel(
  options: AddMenuOptions,
  open: boolean,
  handle: (error: FormActionError | null) => void,
): PersonaPickerProps {
  const { scope, ctx } = options;
  const readForm = useCreateFormReader(scope);
  const [tab, setTab] = useState<PersonaTab>('mine');
  const [search, setSearch] = useState('');
  const searchable = hasFlag(ctx?.session.flags, PERSONA_SEARCH_FLAG);
  /** A voice preview plays alone, in its own context, without continuing into other songs. */
  const playPreview = usePlayClips(false);

  const mine = useCadenzaQuery('getPersonas', undefined, { skip: !open });
  const loved = useCadenzaQuery('getLovedPersonas', undefined, { skip: !open });
  const followed = useCadenzaQuery('getFollowedPersonas', undefined, { skip: !open });
  const { searched, pending, hits } = usePersonaSearch(search, searchable, !open);
  const [toggleLove] = useCadenzaMutation('togglePersonaLove');

  const form = readForm();
  return {
    tab,
    onTabChange: setTab,
    search,
    onSearchChange: setSearch,
    searchable,
    searching: pending,
    mine: searched ? hits().map(personaListItem) : (mine.data?.personas ?? []).map(personaListItem),
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
      playPreview([persona.previewClip], 0, { type: 'persona_preview', id: persona.id });
    },
    personaHref: options.personaHref,
  };
}
