/**
 * The clip browser's choices as data (3-library-social §2 Clip browser, §3 Clip filters, §4
 * Clip browser behaviour): which filters the browser offers and how each reads and toggles a
 * ClipFilters value, the sort options (Newest, the default; Oldest; play count), the trashed
 * view, page counts and which empty state applies. Pure; the SDK's rules do the rest.
 */
import {
  CLIP_PAGE_SIZE_DEFAULT,
  DEFAULT_CLIP_SORT,
  defaultClipFilters,
  type ClipFilters,
  type ClipSort,
} from '@cadenza/sdk';
import { FILTER_LABELS, SORT_LABELS } from './labels';

/** Boolean flags of ClipFilters the browser offers. */
const FLAG_KEYS = ['liked', 'public', 'upload', 'fullSong'] as const;
/** Relation filters offered as "only these" (presence True). */
const PRESENCE_KEYS = ['stem', 'cover', 'extend', 'remaster', 'persona'] as const;

export type BrowserFilterKey = (typeof FLAG_KEYS)[number] | (typeof PRESENCE_KEYS)[number];

export interface BrowserFilterOption {
  readonly key: BrowserFilterKey;
  readonly label: string;
}

export const BROWSER_FILTERS: readonly BrowserFilterOption[] = [...FLAG_KEYS, ...PRESENCE_KEYS].map(
  (key) => ({ key, label: FILTER_LABELS[key] }),
);

const isFlag = (key: BrowserFilterKey): key is (typeof FLAG_KEYS)[number] =>
  (FLAG_KEYS as readonly string[]).includes(key);

export function isFilterOn(filters: ClipFilters, key: BrowserFilterKey): boolean {
  return isFlag(key) ? filters[key] === true : filters[key]?.presence === 'True';
}

/** Turns one filter on or off; off removes it (Any). */
export function setFilter(filters: ClipFilters, key: BrowserFilterKey, on: boolean): ClipFilters {
  const next: ClipFilters = { ...filters };
  if (!on) delete next[key];
  else if (isFlag(key)) next[key] = true;
  else next[key] = { presence: 'True' };
  return next;
}

export const activeFilterKeys = (filters: ClipFilters): BrowserFilterKey[] =>
  BROWSER_FILTERS.filter((option) => isFilterOn(filters, option.key)).map((o) => o.key);

export type SortKey = 'newest' | 'oldest' | 'mostPlayed';

export const SORT_OPTIONS: readonly {
  readonly key: SortKey;
  readonly label: string;
  readonly sort: ClipSort;
}[] = [
  { key: 'newest', label: SORT_LABELS.newest, sort: DEFAULT_CLIP_SORT },
  {
    key: 'oldest',
    label: SORT_LABELS.oldest,
    sort: { sortBy: 'created_at', sortDirection: 'asc' },
  },
  {
    key: 'mostPlayed',
    label: SORT_LABELS.mostPlayed,
    sort: { sortBy: 'play_count', sortDirection: 'desc' },
  },
];

/** The sort option of a filters value (Newest when unset). */
export function sortKeyOf(filters: ClipFilters): SortKey {
  const sort = filters.sort ?? DEFAULT_CLIP_SORT;
  const found = SORT_OPTIONS.find(
    (option) =>
      option.sort.sortBy === sort.sortBy &&
      option.sort.sortDirection === (sort.sortDirection ?? DEFAULT_CLIP_SORT.sortDirection),
  );
  return found?.key ?? 'newest';
}

export function withSort(filters: ClipFilters, key: SortKey): ClipFilters {
  const option = SORT_OPTIONS.find((o) => o.key === key) ?? SORT_OPTIONS[0];
  return { ...filters, sort: { ...(option?.sort ?? DEFAULT_CLIP_SORT) } };
}

/** The songs view or the trashed view. */
export const withTrashed = (filters: ClipFilters, trashed: boolean): ClipFilters => {
  const next: ClipFilters = { ...filters };
  if (trashed) next.trashed = true;
  else delete next.trashed;
  return next;
};

export const withSearchText = (filters: ClipFilters, text: string): ClipFilters => {
  const next: ClipFilters = { ...filters };
  if (text === '') delete next.searchText;
  else next.searchText = text;
  return next;
};

/** Filters differ from the defaults in anything but the sort and the trashed view. */
export const hasNarrowingFilters = (filters: ClipFilters): boolean =>
  activeFilterKeys(filters).length > 0 || (filters.searchText ?? '').trim() !== '';

/** Resetting returns to the defaults, staying in the same view (songs or trash). */
export const resetFilters = (filters: ClipFilters): ClipFilters =>
  withTrashed(defaultClipFilters(), filters.trashed === true);

/** At least one page; a total splits into pages of the clip page size (20). */
export const pageCount = (total: number, pageSize: number = CLIP_PAGE_SIZE_DEFAULT): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

export type EmptyState = 'trash' | 'filtered' | 'library';

/** Which empty text shows when a list has no clips. */
export const emptyStateOf = (filters: ClipFilters): EmptyState =>
  filters.trashed === true ? 'trash' : hasNarrowingFilters(filters) ? 'filtered' : 'library';

export type BrowserMode = 'infinite' | 'page';
