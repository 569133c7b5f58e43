import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCOVER_PAGE_SIZE, DISCOVER_SECTION_NAMES } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

describe('discover', () => {
  it('serves sections five at a time, with total_sections', async () => {
    const first = await server.call('getDiscover', { as: null, body: {} });
    expect(first.body.sections.map((s: { section_type: string }) => s.section_type)).toEqual(
      DISCOVER_SECTION_NAMES.slice(0, DISCOVER_PAGE_SIZE),
    );
    expect(first.body.total_sections).toBe(DISCOVER_SECTION_NAMES.length);
    const second = await server.call('getDiscover', { as: null, body: { start_index: 5 } });
    expect(second.body.sections.map((s: { section_type: string }) => s.section_type)).toEqual(
      DISCOVER_SECTION_NAMES.slice(5, 10),
    );
  });

  it.each(DISCOVER_SECTION_NAMES.filter((n) => n !== 'hooks'))(
    'section %s has items of its decided kind',
    async (name) => {
      const res = await server.call('getDiscover', {
        body: { section_name: name, section_size: 3 },
      });
      const section = res.body.sections[0];
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items.length).toBeLessThanOrEqual(3);
    },
  );

  it('answers 400 for an unknown section', async () => {
    expect(
      (await server.call('getDiscover', { body: { section_name: 'everything' } })).status,
    ).toBe(400);
  });
});

describe('contests', () => {
  it('a contest page lists its base clips, its entries and the viewer’s songs that can enter; set_visibility with submit_to_contest enters one', async () => {
    const { contests } = (await server.call('getContests', { as: null })).body;
    const active = contests.find((c: { name: string }) => c.name === 'Remix Challenge');
    const page = await server.call('getContest', { as: 'pro', params: { contest_id: active.id } });
    expect(page.status).toBe(200);
    expect(page.body.base_clips.map((c: { title: string }) => c.title).sort()).toEqual([
      'Desert Heart',
      'Ocean Light',
    ]);
    expect(page.body.entries.map((c: { title: string }) => c.title)).toContain(
      'Midnight Line (Acoustic)',
    );
    const enterable = page.body.enterable_clips.map((c: { title: string }) => c.title);
    expect(enterable).toContain('Desert Heart (Synth)');
    const clip = page.body.enterable_clips.find(
      (c: { title: string }) => c.title === 'Desert Heart (Synth)',
    );
    await server.call('setClipVisibility', {
      as: 'pro',
      params: { gen_id: clip.id },
      body: { is_public: true, submit_to_contest: true },
    });
    const after = await server.call('getContest', { as: 'pro', params: { contest_id: active.id } });
    expect(after.body.entries.map((c: { id: string }) => c.id)).toContain(clip.id);
    expect(after.body.num_total_results).toBe(page.body.num_total_results + 1);
    expect(after.body.enterable_clips.map((c: { id: string }) => c.id)).not.toContain(clip.id);
  });

  it('an ended contest has nothing left to enter; signed out there is nothing to enter; unknown ids are 404', async () => {
    const { contests } = (await server.call('getContests', { as: null })).body;
    const ended = contests.find((c: { name: string }) => c.name === 'Winter Jam');
    const res = await server.call('getContest', { as: 'pro', params: { contest_id: ended.id } });
    expect(res.body.enterable_clips).toEqual([]);
    const out = await server.call('getContest', {
      as: null,
      params: { contest_id: contests[0].id },
    });
    expect(out.body.enterable_clips).toEqual([]);
    const missing = await server.call('getContest', { as: null, params: { contest_id: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Contest not found.' });
  });

  it('lists contests and tells whether a clip is a contest clip', async () => {
    const list = await server.call('getContests', { as: null });
    expect(list.body.contests.map((c: { name: string }) => c.name)).toEqual([
      'Remix Challenge',
      'Winter Jam',
    ]);
    expect(
      (
        await server.call('checkContestClip', {
          as: null,
          params: { clip_id: clipByTitle(server, 'Desert Heart') },
        })
      ).body.is_contest_clip,
    ).toBe(true);
    const entry = await server.call('checkContestClip', {
      as: null,
      params: { clip_id: clipByTitle(server, 'Midnight Line (Acoustic)') },
    });
    expect(entry.body).toMatchObject({
      is_contest_clip: true,
      contest_ids: [list.body.contests[0].id],
    });
    expect(
      (
        await server.call('checkContestClip', {
          as: null,
          params: { clip_id: clipByTitle(server, 'Harbor Song') },
        })
      ).body.is_contest_clip,
    ).toBe(false);
    expect((await server.call('checkContestClip', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
    await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/contests/', status: 429 },
    });
    expect((await server.call('getContests')).status).toBe(429);
  });
});

describe('following feed', () => {
  it('lists followed users’ published songs newest first, paged by last_item_timestamp', async () => {
    const first = await server.call('getFollowingFeed', {
      as: 'free',
      body: { page_size: 3, ranking_method: 'chronological', result_type: 'published_songs' },
    });
    expect(first.body.items).toHaveLength(3);
    expect(
      first.body.items.every((i: { activity_type: string }) => i.activity_type === 'publish_song'),
    ).toBe(true);
    const times = first.body.items.map((i: { timestamp: string }) => Date.parse(i.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = await server.call('getFollowingFeed', {
      as: 'free',
      body: { page_size: 3, start_feed_timestamp: first.body.last_item_timestamp },
    });
    expect(Date.parse(next.body.items[0].timestamp)).toBeLessThan(times[2]);
    const all = await server.call('getFollowingFeed', { as: 'free', body: { page_size: 100 } });
    expect(all.body.last_item_timestamp).toBeNull();
  });

  it('answers 400 and 401', async () => {
    expect((await server.call('getFollowingFeed', { body: { page_size: 0 } })).status).toBe(400);
    expect(
      (
        await server.call('getFollowingFeed', {
          body: { page_size: 5, start_feed_timestamp: 'then' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('getFollowingFeed', { as: null, body: { page_size: 5 } })).status,
    ).toBe(401);
  });
});
