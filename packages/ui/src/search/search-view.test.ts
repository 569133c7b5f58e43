import { describe, expect, it } from 'vitest';
import {
  searchHref,
  searchPageQuery,
  searchPageSize,
  searchPageStart,
  searchPagesFor,
  searchRow,
  SEARCH_TABS,
} from './search-view';

describe('search page rules (3-library-social §2, §5, §7)', () => {
  it('has the five search types as tabs, in the spec order', () => {
    expect(SEARCH_TABS).toEqual([
      'public_song',
      'public_persona',
      'playlist',
      'user',
      'platform_genre',
    ]);
  });

  it('search page sizes 20, 40, 40: the first page is 20, every later page 40', () => {
    expect([0, 1, 2, 3].map(searchPageSize)).toEqual([20, 40, 40, 40]);
    expect([0, 1, 2, 3].map(searchPageStart)).toEqual([0, 20, 60, 100]);
    expect(searchPagesFor(0)).toBe(1);
    expect(searchPagesFor(20)).toBe(1);
    expect(searchPagesFor(21)).toBe(2);
    expect(searchPagesFor(1000)).toBe(26);
  });

  it('search terms are trimmed and cut to 256 characters', () => {
    const query = searchPageQuery('public_song', `  ${'a'.repeat(300)}  `, 1);
    expect(query.term).toHaveLength(256);
    expect(query).toMatchObject({ search_type: 'public_song', from_index: 20, size: 40 });
    expect(searchHref('  lofi  ', 'user')).toBe('/search?q=lofi&type=user');
  });

  it('each result opens its own page', () => {
    expect(searchRow({ type: 'tag', tag: 'lo-fi house' }, 0)?.href).toBe('/style/lo-fi%20house');
    expect(
      searchRow({ type: 'user', user: { user_id: 'u', handle: 'ana', is_following: false } }, 0),
    ).toMatchObject({ title: 'ana', subtitle: '@ana', href: '/@ana' });
    expect(searchRow({ type: 'clip' }, 0)).toBeNull();
  });
});
