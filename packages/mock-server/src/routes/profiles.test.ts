import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIN_LIMIT_DEFAULT } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const handles = (body: { profiles: { handle: string }[] }) =>
  body.profiles.map((p) => p.handle).sort();

describe('follows', () => {
  it('lists followers and following of a handle, or of the signed-in user', async () => {
    expect(
      handles((await server.call('getFollowers', { as: null, query: { handle: 'pro' } })).body),
    ).toEqual(['free', 'premier', 'staff']);
    expect(handles((await server.call('getFollowing')).body)).toEqual(['premier']);
    expect(
      (await server.call('getFollowing', { query: { handle: 'free' } })).body.num_total_profiles,
    ).toBe(2);
  });

  it('a profile by handle: whether the viewer follows it and its counts; 404 for an unknown handle', async () => {
    const pro = await server.call('getProfile', { as: 'free', params: { handle: 'pro' } });
    expect(pro.body).toMatchObject({
      handle: 'pro',
      is_following: true,
      num_followers: 3,
      num_following: 1,
    });
    expect(
      (await server.call('getProfile', { as: null, params: { handle: 'pro' } })).body.is_following,
    ).toBe(false);
    expect((await server.call('getProfile', { params: { handle: 'ghost' } })).status).toBe(404);
  });

  it('follows and unfollows', async () => {
    const res = await server.call('followProfile', { as: 'free', body: { handle: 'staff' } });
    expect(res.body).toMatchObject({ handle: 'staff', is_following: true, num_followers: 1 });
    expect(
      (
        await server.call('followProfile', {
          as: 'free',
          body: { handle: 'staff', unfollow: true },
        })
      ).body.is_following,
    ).toBe(false);
  });

  it('answers 400 and 404', async () => {
    expect((await server.call('getFollowers', { as: null })).status).toBe(400);
    expect((await server.call('getFollowing', { as: null })).status).toBe(400);
    expect((await server.call('getFollowers', { query: { handle: 'ghost' } })).status).toBe(404);
    expect((await server.call('getFollowing', { query: { handle: 'ghost' } })).status).toBe(404);
    expect((await server.call('getFollowers', { query: { page: 'x' } })).status).toBe(400);
    expect((await server.call('followProfile', { body: { handle: 'pro' } })).status).toBe(400);
    expect((await server.call('followProfile', { body: { handle: 'ghost' } })).status).toBe(404);
    expect(
      (await server.call('followProfile', { as: null, body: { handle: 'free' } })).status,
    ).toBe(401);
  });
});

describe('profile songs and pins', () => {
  it('lists top clips by plays and pinned clips', async () => {
    const top = await server.call('getTopClips', { as: null, query: { handle: 'premier' } });
    expect(top.body.clips[0].title).toBe('Ocean Light');
    const pinned = await server.call('getPinnedClips', { as: null, query: { handle: 'premier' } });
    expect(pinned.body.clips.map((c: { title: string }) => c.title)).toEqual([
      'Ocean Light',
      'Desert Heart',
    ]);
    expect((await server.call('getTopClips', { query: { handle: 'ghost' } })).status).toBe(404);
    expect((await server.call('getTopClips', { as: null })).status).toBe(400);
    expect((await server.call('getPinnedClips', { query: { handle: 'ghost' } })).status).toBe(404);
    expect((await server.call('getPinnedClips', { as: null })).status).toBe(400);
  });

  it('pinning makes a private clip public and pinned', async () => {
    const engine = clipByTitle(server, 'Engine Heart');
    const res = await server.call('pinClip', { params: { clip_id: engine }, body: {} });
    expect(res.body).toMatchObject({
      is_pinned: true,
      pinned_clip_ids: [engine],
      replaced_clip_id: null,
    });
    expect(server.ctx.repos.clips.get(engine)!.is_public).toBe(true);
    expect(
      (await server.call('pinClip', { params: { clip_id: engine }, body: { unpin: true } })).body
        .is_pinned,
    ).toBe(false);
  });

  it(`replaces the oldest pin beyond the limit of ${PIN_LIMIT_DEFAULT}`, async () => {
    const titles = [
      'Midnight Line',
      'Harbor Song',
      'Garden Bloom',
      'Study Tapes',
      'Cloud Atlas',
      'Bassline Boogie',
    ];
    let last;
    for (const title of titles) {
      last = await server.call('pinClip', {
        params: { clip_id: clipByTitle(server, title) },
        body: { max_pins: PIN_LIMIT_DEFAULT },
      });
      await server.advance(1000);
    }
    expect(last!.body.replaced_clip_id).toBe(clipByTitle(server, 'Midnight Line'));
    expect(last!.body.pinned_clip_ids).toHaveLength(PIN_LIMIT_DEFAULT);
  });

  it('pin answers 400, 401, 403 and 404', async () => {
    const gen = await server.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    expect(
      (await server.call('pinClip', { params: { clip_id: gen.body.clips[0].id }, body: {} }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('pinClip', {
          params: { clip_id: clipByTitle(server, 'Midnight Line') },
          body: { max_pins: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('pinClip', { as: null, params: { clip_id: 'x' }, body: {} })).status,
    ).toBe(401);
    expect(
      (
        await server.call('pinClip', {
          params: { clip_id: clipByTitle(server, 'Ocean Light') },
          body: {},
        })
      ).status,
    ).toBe(403);
    expect((await server.call('pinClip', { params: { clip_id: 'nope' }, body: {} })).status).toBe(
      404,
    );
  });

  it('lists remixes others made of a profile’s songs, with a count', async () => {
    const res = await server.call('getRemixesInspired', { as: null, params: { handle: 'pro' } });
    expect(res.body.clips.map((c: { title: string }) => c.title).sort()).toEqual([
      'Midnight Line (Acoustic)',
      'Midnight Line (Jazz Cover)',
    ]);
    expect(
      (await server.call('getRemixesInspiredCount', { as: null, params: { handle: 'pro' } })).body
        .count,
    ).toBe(2);
    expect((await server.call('getRemixesInspired', { params: { handle: 'ghost' } })).status).toBe(
      404,
    );
    expect(
      (
        await server.call('getRemixesInspired', {
          params: { handle: 'pro' },
          query: { page_size: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('getRemixesInspiredCount', { params: { handle: 'ghost' } })).status,
    ).toBe(404);
  });
});
