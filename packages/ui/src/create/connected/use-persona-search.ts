/**
 * Persona search (behind the persona-search flag): the typed term, trimmed and debounced on the
 * store's clock, searched through POST /api/search/ (library_persona, one page of
 * PERSONA_LIST_PAGE_SIZE). Shared by the create form's persona picker and /me/personas.
 */
import {
  buildSearchQuery,
  CREATE_FORM_PERSONA_SEARCH_TYPE,
  PERSONA_LIST_PAGE_SIZE,
  SAVED_PROMPT_SEARCH_DEBOUNCE_MS,
} from '@cadenza/sdk';
import { useCadenzaClock, useCadenzaQuery } from '@cadenza/sdk/react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { searchHits } from '../view-models';

/**
 * Decided: the spec gives no persona-search debounce; the create form's one search debounce
 * (saved prompts, 300 ms) is used.
 */
export const PERSONA_SEARCH_DEBOUNCE_MS = SAVED_PROMPT_SEARCH_DEBOUNCE_MS;
/** The flag persona search needs (3-library-social §6). */
export const PERSONA_SEARCH_FLAG = 'persona-search';
const QUERY_NAME = 'personas';

/** The search for `search` when `searchable` and not `skip`; `searched` once a term is settled. */
export function usePersonaSearch(search: string, searchable: boolean, skip = false) {
  const clock = useCadenzaClock();
  const term = useDebouncedValue(search.trim(), PERSONA_SEARCH_DEBOUNCE_MS, clock);
  const searched = searchable && term !== '';
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
    { skip: skip || !searched },
  );
  return {
    term,
    searched,
    found,
    /** Whether the shown results lag what is typed (debounce pending or request in flight). */
    pending: searchable && (search.trim() !== term || found.isLoading),
    hits: () => searchHits(found.data, QUERY_NAME, 'persona'),
  } as const;
}
