/**
 * Search rules (3-library-social §2, §3, §5, §7): terms trimmed and cut, the search request's
 * queries, and the search page's URL parameters.
 */
import type { components } from '../api/schema.gen';
import { LIBRARY_SEARCH_MAX_CHARS, SEARCH_PAGE_TYPES, SEARCH_TERM_MAX_CHARS } from './constants';

type SearchQuery = components['schemas']['SearchQuery'];
type SearchType = components['schemas']['SearchType'];
export type SearchPageType = (typeof SEARCH_PAGE_TYPES)[number];

/** Search terms are trimmed and cut to 256 characters (tag/hashtag search). */
export const normalizeSearchTerm = (term: string): string =>
  term.trim().slice(0, SEARCH_TERM_MAX_CHARS);

/** Library search text is trimmed and cut to the shared maximum. */
export const normalizeLibrarySearchText = (text: string): string =>
  text.trim().slice(0, LIBRARY_SEARCH_MAX_CHARS);

/** One query of POST /api/search/, its term normalised. */
export function buildSearchQuery(input: {
  readonly type: SearchType;
  readonly term: string;
  readonly fromIndex?: number;
  readonly size: number;
  readonly name?: string;
  readonly rankBy?: SearchQuery['rank_by'];
  readonly isPublic?: boolean | null;
}): SearchQuery {
  return {
    name: input.name ?? input.type,
    search_type: input.type,
    term: normalizeSearchTerm(input.term),
    from_index: Math.max(0, input.fromIndex ?? 0),
    size: input.size,
    ...(input.rankBy !== undefined ? { rank_by: input.rankBy } : {}),
    ...(input.isPublic != null ? { is_public: input.isPublic } : {}),
  };
}

/** The search page's URL parameters: q (text) and type (one of the page's types). */
export function parseSearchPageParams(params: { readonly get: (name: string) => string | null }): {
  readonly q: string;
  readonly type: SearchPageType | null;
} {
  const type = params.get('type');
  const known = type !== null && (SEARCH_PAGE_TYPES as readonly string[]).includes(type);
  return {
    q: normalizeSearchTerm(params.get('q') ?? ''),
    type: known ? (type as SearchPageType) : null,
  };
}
