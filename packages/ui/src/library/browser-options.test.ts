/**
 * The clip browser's choices (3-library-social §2 Clip browser, §3 Clip filters, §4 Clip
 * browser behaviour): flag and presence filters toggle on ClipFilters, sort options Newest
 * (created_at descending, the default), Oldest (ascending) and play count, filters reset to the
 * defaults on demand, pages of 20, and the empty state that applies.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_CLIP_SORT, defaultClipFilters, libraryRequest } from '@cadenza/sdk';
import {
  activeFilterKeys,
  BROWSER_FILTERS,
  emptyStateOf,
  isFilterOn,
  pageCount,
  resetFilters,
  setFilter,
  sortKeyOf,
  withSearchText,
  withSort,
  withTrashed,
} from './browser-options';

describe('clip browser filters', () => {
  test('every offered filter toggles on and off', () => {
    for (const { key } of BROWSER_FILTERS) {
      const on = setFilter(defaultClipFilters(), key, true);
      expect(isFilterOn(on, key)).toBe(true);
      expect(activeFilterKeys(on)).toEqual([key]);
      expect(isFilterOn(setFilter(on, key, false), key)).toBe(false);
    }
  });

  test('flags are booleans and relations are presence True, as the server flags expect', () => {
    const filters = setFilter(setFilter(defaultClipFilters(), 'liked', true), 'stem', true);
    expect(filters).toMatchObject({ liked: true, stem: { presence: 'True' } });
    expect(libraryRequest(filters, 0)).toMatchObject({
      kind: 'feed',
      query: { liked: true, is_gen_stem: true },
    });
  });

  test('sort options: Newest (created_at descending) is the default, then Oldest and play count', () => {
    expect(sortKeyOf(defaultClipFilters())).toBe('newest');
    expect(sortKeyOf({})).toBe('newest');
    expect(withSort({}, 'oldest').sort).toEqual({ sortBy: 'created_at', sortDirection: 'asc' });
    expect(withSort({}, 'mostPlayed').sort).toEqual({
      sortBy: 'play_count',
      sortDirection: 'desc',
    });
    expect(withSort({}, 'newest').sort).toEqual(DEFAULT_CLIP_SORT);
    expect(sortKeyOf(withSort({}, 'oldest'))).toBe('oldest');
  });

  test('the trashed view lists trashed clips through the trash call', () => {
    const trashed = withTrashed(defaultClipFilters(), true);
    expect(libraryRequest(trashed, 0).kind).toBe('trashed');
    expect(withTrashed(trashed, false).trashed).toBeUndefined();
  });

  test('filters can be reset to defaults on demand (staying in the same view)', () => {
    const narrowed = withSearchText(setFilter(withSort({}, 'oldest'), 'public', true), 'neon');
    expect(resetFilters(narrowed)).toEqual(defaultClipFilters());
    expect(resetFilters(withTrashed(narrowed, true))).toEqual({
      ...defaultClipFilters(),
      trashed: true,
    });
  });

  test('search text is kept as typed and removed when cleared', () => {
    expect(withSearchText({}, 'Neon').searchText).toBe('Neon');
    expect(withSearchText({ searchText: 'x' }, '')).toEqual({});
  });

  test('pages hold 20 clips; there is always one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  test('the empty state: trash, filtered, or the whole library', () => {
    expect(emptyStateOf(defaultClipFilters())).toBe('library');
    expect(emptyStateOf(withSort({}, 'oldest'))).toBe('library');
    expect(emptyStateOf(setFilter({}, 'liked', true))).toBe('filtered');
    expect(emptyStateOf(withSearchText({}, 'neon'))).toBe('filtered');
    expect(emptyStateOf(withTrashed({}, true))).toBe('trash');
  });
});
