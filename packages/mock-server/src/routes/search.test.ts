import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_CHARS } from '@cadenza/sdk';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const one = async (query: object, as: 'pro' | 'premier' | null = 'pro') =>
  (await server.call('search', { as, body: { search_queries: [{ name: 'q', ...query }] } })).body
    .result.q;

const titles = (page: { result: { clip?: { title: string } }[] }) =>
  page.result.map((h) => h.clip?.title);

describe('search', () => {
  it('finds public songs by text, ranked by relevance or trending, paged', async () => {
    const relevant = await one(
      { search_type: 'public_song', term: 'midnight', rank_by: 'most_relevant' },
      null,
    );
    expect(titles(relevant)[0]).toBe('Midnight Line');
    const trending = await one(
      { search_type: 'public_song', term: '', rank_by: 'trending', size: 3 },
      null,
    );
    expect(titles(trending)).toEqual(['Ocean Light', 'Desert Heart', 'Staff Pick Demo']);
    expect(trending.total_hits).toBeGreaterThan(3);
    const second = await one(
      { search_type: 'public_song', term: '', rank_by: 'trending', size: 3, from_index: 3 },
      null,
    );
    expect(second.from_index).toBe(3);
    expect(titles(second)).not.toContain('Ocean Light');
  });

  it('serves every search type', async () => {
    expect(titles(await one({ search_type: 'tag_song', term: 'lofi' }))).toEqual(
      expect.arrayContaining(['Study Tapes', 'Bedroom Beat']),
    );
    expect((await one({ search_type: 'library_song', term: 'engine' })).result).toHaveLength(1);
    expect(
      (await one({ search_type: 'library_persona', term: 'harbor' })).result[0].persona.name,
    ).toBe('Harbor Folk');
    expect(
      (await one({ search_type: 'library_playlist', term: 'drive' })).result[0].playlist.name,
    ).toBe('Late Night Drives');
    expect(
      (await one({ search_type: 'playlist', term: 'chill' }, null)).result[0].playlist.name,
    ).toBe('Chill Mix');
    expect((await one({ search_type: 'user', term: 'prem' }, null)).result[0].user.handle).toBe(
      'premier',
    );
    expect((await one({ search_type: 'platform_genre', term: 'jazz' }, null)).result[0]).toEqual({
      type: 'tag',
      tag: 'jazz',
    });
    expect(
      (await one({ search_type: 'public_persona', term: 'ocean' }, 'premier')).result[0].persona
        .name,
    ).toBe('Ocean Voice');
    expect((await one({ search_type: 'public_persona', term: 'ocean' }, 'pro')).result).toEqual([]);
    await server.call('setMetadata', {
      params: { gen_id: server.ctx.repos.clips.all().find((c) => c.title === 'Midnight Line')!.id },
      body: { caption: 'late #nightdrive' },
    });
    expect(titles(await one({ search_type: 'hashtag_song', term: 'nightdrive' }))).toEqual([
      'Midnight Line',
    ]);
  });

  it('trims terms and cuts them to 256 characters', async () => {
    const page = await one({ search_type: 'public_song', term: `  ${'a'.repeat(400)}  ` }, null);
    expect(page.term).toHaveLength(SEARCH_TERM_MAX_CHARS);
  });

  it('answers 401 for a library search signed out and 400 for a bad query', async () => {
    expect(
      (
        await server.call('search', {
          as: null,
          body: { search_queries: [{ name: 'q', search_type: 'library_song', term: '' }] },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('search', {
          body: { search_queries: [{ name: 'q', search_type: 'everything', term: '' }] },
        })
      ).status,
    ).toBe(400);
    expect((await server.call('search', { body: { search_queries: [] } })).status).toBe(400);
  });
});
