/**
 * The search page's rules as data (3-library-social §2 search URL parameters, §5 terms trimmed
 * and cut to 256 characters, §7 POST /api/search/): the five tabs, the page sizes (20 first,
 * then 40 a page: DECISIONS.md), where each page starts, and what one hit shows and opens.
 */
import {
  buildSearchQuery,
  displayTitle,
  normalizeSearchTerm,
  SEARCH_PAGE_SIZES,
  SEARCH_PAGE_TYPES,
  type components,
  type SearchPageType,
} from '@cadenza/sdk';

type Hit = components['schemas']['SearchHit'];
type SearchQuery = components['schemas']['SearchQuery'];
type Clip = NonNullable<Hit['clip']>;

export const SEARCH_TABS: readonly SearchPageType[] = SEARCH_PAGE_TYPES;
export const DEFAULT_SEARCH_TYPE: SearchPageType = 'public_song';

/** The size of page `n` (from 0): 20, then 40 for every later page. */
export const searchPageSize = (n: number): number =>
  SEARCH_PAGE_SIZES[Math.min(Math.max(0, n), SEARCH_PAGE_SIZES.length - 1)]!;

/** Where page `n` starts (from_index). */
export const searchPageStart = (n: number): number => {
  let from = 0;
  for (let i = 0; i < n; i += 1) from += searchPageSize(i);
  return from;
};

/** The query of page `n` of a search (its term trimmed and cut by the SDK rule). */
export const searchPageQuery = (type: SearchPageType, term: string, n: number): SearchQuery =>
  buildSearchQuery({ type, term, fromIndex: searchPageStart(n), size: searchPageSize(n) });

/** How many pages are needed to show `total` hits (at least one). */
export function searchPagesFor(total: number): number {
  let pages = 1;
  while (searchPageStart(pages) < total) pages += 1;
  return pages;
}

/** The search page's URL for a term and tab. */
export function searchHref(term: string, type: SearchPageType = DEFAULT_SEARCH_TYPE): string {
  const params = new URLSearchParams({ q: normalizeSearchTerm(term), type });
  return `/search?${params.toString()}`;
}

/** One result row: what it shows, where it goes and, for a song, the clip it plays. */
export interface SearchRow {
  readonly key: string;
  readonly kind: Hit['type'];
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string | null;
  readonly href: string;
  readonly clip: Clip | null;
}

export function searchRow(hit: Hit, index: number): SearchRow | null {
  const base = { kind: hit.type, clip: null, imageUrl: null };
  switch (hit.type) {
    case 'clip':
      return hit.clip
        ? {
            ...base,
            key: `clip:${hit.clip.id}`,
            title: displayTitle(hit.clip.title),
            subtitle: hit.clip.user_handle ? `@${hit.clip.user_handle}` : '',
            imageUrl: hit.clip.image_url ?? null,
            href: `/song/${hit.clip.id}`,
            clip: hit.clip,
          }
        : null;
    case 'persona':
      return hit.persona
        ? {
            ...base,
            key: `persona:${hit.persona.id}`,
            title: hit.persona.name ?? '',
            subtitle: hit.persona.description ?? '',
            imageUrl: hit.persona.image_url ?? null,
            href: `/persona/${hit.persona.id}`,
          }
        : null;
    case 'playlist':
      return hit.playlist
        ? {
            ...base,
            key: `playlist:${hit.playlist.id}`,
            title: hit.playlist.name,
            subtitle: hit.playlist.user?.handle ? `@${hit.playlist.user.handle}` : '',
            imageUrl: hit.playlist.image_url ?? null,
            href: `/playlist/${hit.playlist.id}`,
          }
        : null;
    case 'user':
      return hit.user
        ? {
            ...base,
            key: `user:${hit.user.handle}`,
            title: hit.user.display_name ?? hit.user.handle,
            subtitle: `@${hit.user.handle}`,
            imageUrl: hit.user.avatar_image_url ?? null,
            href: `/@${hit.user.handle}`,
          }
        : null;
    case 'tag':
      return hit.tag
        ? {
            ...base,
            key: `tag:${hit.tag}:${index}`,
            title: hit.tag,
            subtitle: '',
            href: `/style/${encodeURIComponent(hit.tag)}`,
          }
        : null;
  }
  return null;
}
