import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_CLIP_QUEUED_MS, MOCK_CLIP_STREAMING_MS, MOCK_CLIP_SUBMITTED_MS } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let neon: string; // pro, public
let engine: string; // pro, private
let ocean: string; // premier, public
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  engine = clipByTitle(server, 'Engine Heart');
  ocean = clipByTitle(server, 'Ocean Light');
});
afterEach(() => server.close());

describe('reading clips', () => {
  it('serves a public clip to anyone and a private one only to its owner (404 to others)', async () => {
    expect((await server.call('getClip', { as: null, params: { clip_id: neon } })).body.id).toBe(
      neon,
    );
    expect((await server.call('getClip', { params: { clip_id: engine } })).body.is_public).toBe(
      false,
    );
    expect((await server.call('getClip', { as: 'free', params: { clip_id: engine } })).status).toBe(
      404,
    );
    expect((await server.call('getClip', { params: { clip_id: 'nope' } })).status).toBe(404);
  });

  it('feed/v2 by ids returns visible clips; anonymous callers get public ones only', async () => {
    const res = await server.call('getFeedV2', { as: null, query: { ids: `${neon},${engine}` } });
    expect(res.body.clips.map((c: { id: string }) => c.id)).toEqual([neon]);
    const mine = await server.call('getFeedV2', { query: { ids: `${neon},${engine}` } });
    expect(mine.body.clips).toHaveLength(2);
  });

  it('feed/v2 by ids never serves a polled answer older than the last write', async () => {
    const poll = async () =>
      (await server.call('getFeedV2', { query: { ids: neon } })).body.clips[0];
    expect((await poll()).title).toBe('Midnight Line');
    await server.call('setMetadata', { params: { gen_id: neon }, body: { title: 'Renamed' } });
    expect((await poll()).title).toBe('Renamed');
    await server.call('convertToWav', { params: { clip_id: neon } });
    expect((await poll()).wav_file_url).toBeNull();
    await server.advance(10_000);
    expect((await poll()).wav_file_url).toContain('format=wav');
  });

  it('feed/v2 answers 400 for more than 48 ids and 401 for library filters without a token', async () => {
    const ids = Array.from({ length: 49 }, (_, i) => `id${i}`).join(',');
    expect((await server.call('getFeedV2', { query: { ids } })).status).toBe(400);
    expect((await server.call('getFeedV2', { as: null, query: { liked: true } })).status).toBe(401);
    expect((await server.call('getFeedV2', { query: { page: -1 } })).status).toBe(400);
  });

  it('feed/v2 filters the library by flags, free text and page, with num_total_results', async () => {
    const all = await server.call('getFeedV2', { query: { page: 0 } });
    expect(all.body.num_total_results).toBeGreaterThan(5);
    const pub = await server.call('getFeedV2', { query: { public: true } });
    expect(pub.body.clips.every((c: { is_public: boolean }) => c.is_public)).toBe(true);
    const liked = await server.call('getFeedV2', { query: { liked: true } });
    expect(liked.body.clips.map((c: { id: string }) => c.id)).toContain(ocean);
    const text = await server.call('getFeedV2', { query: { query: 'harbor' } });
    expect(text.body.clips.map((c: { title: string }) => c.title)).toEqual([
      'Harbor Song (Part 2)',
      'Harbor Song',
    ]);
    const extends_ = await server.call('getFeedV2', { query: { is_extend: true } });
    expect(extends_.body.clips.map((c: { title: string }) => c.title)).toEqual([
      'Harbor Song (Part 2)',
    ]);
  });

  it('feed/v3 pages by cursor with filters (stems via fromClipId, playlists, workspaces)', async () => {
    const first = await server.call('postFeedV3', {
      body: { limit: 3, filters: { sort: { sortBy: 'created_at', sortDirection: 'asc' } } },
    });
    expect(first.body.clips).toHaveLength(3);
    const second = await server.call('postFeedV3', {
      body: { limit: 3, cursor: first.body.next_cursor },
    });
    expect(second.body.clips[0].id).not.toBe(first.body.clips[0].id);
    const stems = await server.call('generateStems', { params: { clip_id: neon } });
    const listed = await server.call('postFeedV3', {
      body: { limit: 64, filters: { stem: { presence: 'True', fromClipId: neon } } },
    });
    expect(listed.body.clips.map((c: { id: string }) => c.id).sort()).toEqual(
      stems.body.clips.map((c: { id: string }) => c.id).sort(),
    );
    const workspace = server.ctx.repos.workspaces.forMember(server.userId('pro'))[0]!;
    const inWorkspace = await server.call('postFeedV3', {
      as: 'premier',
      body: { limit: 20, filters: { workspace: { presence: 'True', workspaceId: workspace.id } } },
    });
    expect(inWorkspace.body.clips.length).toBeGreaterThan(0);
  });

  it('feed/v3 stem presence (3-library-social §3 Clip filters): True lists only stems, False hides them', async () => {
    const stems = await server.call('generateStems', { params: { clip_id: neon } });
    const stemIds = stems.body.clips.map((c: { id: string }) => c.id).sort();
    const ids = async (presence: 'True' | 'False') =>
      (
        await server.call('postFeedV3', { body: { limit: 64, filters: { stem: { presence } } } })
      ).body.clips.map((c: { id: string }) => c.id);
    expect((await ids('True')).sort()).toEqual(stemIds);
    const others = await ids('False');
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((id: string) => stemIds.includes(id))).toBe(false);
    const flagged = await server.call('getFeedV2', { query: { is_gen_stem: true } });
    expect(flagged.body.clips.map((c: { id: string }) => c.id).sort()).toEqual(stemIds);
  });

  it('feed/v3 answers 400 for a bad cursor and 401 without a token', async () => {
    expect(
      (await server.call('postFeedV3', { body: { limit: 5, cursor: 'garbage' } })).status,
    ).toBe(400);
    expect((await server.call('postFeedV3', { as: null, body: { limit: 5 } })).status).toBe(401);
  });

  it('feed/v3/offset locates the anchor clip, null past the end', async () => {
    const list = await server.call('postFeedV3', { body: { limit: 10 } });
    const at = await server.call('getFeedV3ClipAtOffset', { body: { offset: 2 } });
    expect(at.body.clip_id).toBe(list.body.clips[2].id);
    expect(
      (await server.call('getFeedV3ClipAtOffset', { body: { offset: 999 } })).body.clip_id,
    ).toBeNull();
    expect((await server.call('getFeedV3ClipAtOffset', { body: { offset: -1 } })).status).toBe(400);
    expect(
      (await server.call('getFeedV3ClipAtOffset', { as: null, body: { offset: 0 } })).status,
    ).toBe(401);
  });

  it('lists trashed clips and songs by ids', async () => {
    await server.call('trashClips', { body: { trash: true, clip_ids: [engine] } });
    const trashed = await server.call('getTrashedClips', { query: { page_size: 5 } });
    expect(trashed.body.clips.map((c: { id: string }) => c.id)).toEqual([engine]);
    expect((await server.call('getTrashedClips', { query: { page_size: 0 } })).status).toBe(400);
    expect((await server.call('getTrashedClips', { as: null })).status).toBe(401);
    const songs = await server.call('getSongsByIds', {
      as: null,
      query: { ids: `${neon},${ocean}` },
    });
    expect(songs.body.clips).toHaveLength(2);
    expect((await server.call('getSongsByIds', { as: null })).status).toBe(400);
  });

  it("gives a clip's workspace, commercial rights and the user event summary", async () => {
    expect(
      (await server.call('getClipProject', { params: { clip_id: neon } })).body.project.name,
    ).toBe('Album Sessions');
    expect((await server.call('getClipProject', { params: { clip_id: 'nope' } })).status).toBe(404);
    expect(
      (await server.call('getClipProject', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect(
      (await server.call('getCommercialRightsEligibility', { params: { clip_id: neon } })).body
        .eligible,
    ).toBe(true);
    const cover = clipByTitle(server, 'Midnight Line (Acoustic)');
    expect(
      (
        await server.call('getCommercialRightsEligibility', {
          as: 'free',
          params: { clip_id: cover },
        })
      ).body.eligible,
    ).toBe(false);
    expect(
      (await server.call('getCommercialRightsEligibility', { params: { clip_id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (await server.call('getCommercialRightsEligibility', { as: null, params: { clip_id: neon } }))
        .status,
    ).toBe(401);
    expect((await server.call('getUserEventSummary')).body.has_created_song).toBe(true);
    expect((await server.call('getUserEventSummary', { as: null })).status).toBe(401);
  });
});

describe('preview unlock', () => {
  it('unlocks a preview clip into a gen clip and charges for it', async () => {
    const preview = clipByTitle(server, 'Preview Sketch');
    const res = await server.call('unlockPreview', { as: 'free', params: { gen_id: preview } });
    expect(res.body.clip.metadata.type).toBe('gen');
    expect(res.body.clip.preview_seconds).toBeNull();
  });

  it('answers 402 without credits, 403 for another user and 404 unknown', async () => {
    const preview = clipByTitle(server, 'Preview Sketch');
    await server.call('devSetCredits', { as: null, body: { handle: 'free', credits: 0 } });
    expect(
      (await server.call('unlockPreview', { as: 'free', params: { gen_id: preview } })).status,
    ).toBe(402);
    expect(
      (await server.call('unlockPreview', { as: 'free', params: { gen_id: neon } })).status,
    ).toBe(403);
    expect((await server.call('unlockPreview', { params: { gen_id: 'nope' } })).status).toBe(404);
    expect(
      (await server.call('unlockPreview', { as: null, params: { gen_id: neon } })).status,
    ).toBe(401);
  });
});

describe('remix lists', () => {
  it('lists the parent, direct children (with count), children by user and a user’s remixes', async () => {
    const cover = clipByTitle(server, 'Midnight Line (Jazz Cover)');
    expect(
      (await server.call('getParentClip', { as: 'premier', query: { clip_id: cover } })).body.clip
        .id,
    ).toBe(neon);
    const children = await server.call('getDirectChildren', { query: { clip_id: neon } });
    expect(children.body.num_total_results).toBe(2);
    expect(
      (await server.call('getDirectChildrenCount', { query: { clip_id: neon } })).body.count,
    ).toBe(2);
    const byUser = await server.call('getDirectChildrenByUser', { query: { clip_id: neon } });
    expect(
      byUser.body.users.map((g: { user: { handle: string } }) => g.user.handle).sort(),
    ).toEqual(['free', 'premier']);
    const premierId = server.userId('premier');
    const theirs = await server.call('getUserRemixesForClip', {
      query: { clip_id: neon, user_id: premierId },
    });
    expect(theirs.body.clips.map((c: { id: string }) => c.id)).toEqual([cover]);
  });

  it.each([
    'getParentClip',
    'getDirectChildren',
    'getDirectChildrenCount',
    'getDirectChildrenByUser',
  ] as const)(
    '%s answers 400 without clip_id, 401 signed out and 404 for an unknown clip',
    async (id) => {
      expect((await server.call(id, { query: {} })).status).toBe(400);
      expect((await server.call(id, { as: null, query: { clip_id: neon } })).status).toBe(401);
      expect((await server.call(id, { query: { clip_id: 'nope' } })).status).toBe(404);
    },
  );

  it('getUserRemixesForClip answers 400, 401 and 404', async () => {
    expect((await server.call('getUserRemixesForClip', { query: { clip_id: neon } })).status).toBe(
      400,
    );
    expect(
      (
        await server.call('getUserRemixesForClip', {
          as: null,
          query: { clip_id: neon, user_id: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('getUserRemixesForClip', { query: { clip_id: 'nope', user_id: 'x' } }))
        .status,
    ).toBe(404);
  });
});

describe('a generated clip in the library', () => {
  it('is hidden from library lists while it is in error', async () => {
    const res = await server.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    const [a, b] = res.body.clips.map((c: { id: string }) => c.id);
    await server.call('devSetClipState', {
      as: null,
      body: {
        clip_id: a,
        status: 'error',
        error_type: 'moderation_failure',
        error_message: 'flagged',
      },
    });
    await server.advance(MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS);
    const list = await server.call('getFeedV2', { query: { page: 0 } });
    const ids = list.body.clips.map((c: { id: string }) => c.id);
    expect(ids).toContain(b);
    expect(ids).not.toContain(a);
  });
});
