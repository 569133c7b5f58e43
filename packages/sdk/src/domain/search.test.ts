import { describe, expect, it } from 'vitest';
import {
  buildSearchQuery,
  normalizeLibrarySearchText,
  normalizeSearchTerm,
  parseSearchPageParams,
} from './search';

const params = (values: Record<string, string>) => ({
  get: (name: string) => values[name] ?? null,
});

describe('3-library-social §5 Validation: search terms', () => {
  it('search terms are trimmed and cut to 256 characters', () => {
    expect(normalizeSearchTerm('  lofi  ')).toBe('lofi');
    expect(normalizeSearchTerm(` ${'a'.repeat(300)}`)).toHaveLength(256);
  });

  it('library search text is trimmed and cut to the shared maximum', () => {
    expect(normalizeLibrarySearchText(`  ${'b'.repeat(260)}`)).toBe('b'.repeat(256));
  });
});

describe('3-library-social §7 Search request', () => {
  it('builds one query with the normalised term', () => {
    expect(
      buildSearchQuery({
        type: 'tag_song',
        term: '  #summer ',
        fromIndex: -3,
        size: 20,
        rankBy: 'trending',
        isPublic: true,
      }),
    ).toEqual({
      name: 'tag_song',
      search_type: 'tag_song',
      term: '#summer',
      from_index: 0,
      size: 20,
      rank_by: 'trending',
      is_public: true,
    });
    expect(buildSearchQuery({ type: 'public_song', term: 'x', size: 50, name: 'simple' })).toEqual({
      name: 'simple',
      search_type: 'public_song',
      term: 'x',
      from_index: 0,
      size: 50,
    });
  });
});

describe('3-library-social §2 Search page URL parameters', () => {
  it.each([
    [
      { q: ' rock ', type: 'public_song' },
      { q: 'rock', type: 'public_song' },
    ],
    [
      { q: 'x', type: 'platform_genre' },
      { q: 'x', type: 'platform_genre' },
    ],
    [
      { q: 'x', type: 'library_song' },
      { q: 'x', type: null },
    ],
    [{}, { q: '', type: null }],
  ])(
    'q (text) and type, one of public_song, public_persona, playlist, user, platform_genre (%o)',
    (input, expected) => {
      expect(parseSearchPageParams(params(input))).toEqual(expected);
    },
  );
});
