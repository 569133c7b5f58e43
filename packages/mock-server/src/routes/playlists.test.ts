import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let drives: string; // pro, public
let wip: string; // pro, private
beforeEach(async () => {
  server = await createTestServer();
  const mine = server.ctx.repos.playlists.byUser(server.userId('pro'));
  drives = mine.find((p) => p.name === 'Late Night Drives')!.id;
  wip = mine.find((p) => p.name === 'Work in Progress')!.id;
});
afterEach(() => server.close());

describe('playlists', () => {
  it('serves a public playlist to anyone with a page of entries; a private one is 404 to others', async () => {
    const res = await server.call('getPlaylist', { as: null, params: { playlist_id: drives } });
    expect(res.body.num_total_results).toBe(5);
    expect(res.body.playlist_clips).toHaveLength(5);
    expect(res.body.upvote_count).toBe(2);
    expect(
      (await server.call('getPlaylist', { as: 'free', params: { playlist_id: wip } })).status,
    ).toBe(404);
    expect((await server.call('getPlaylist', { params: { playlist_id: wip } })).body.is_owned).toBe(
      true,
    );
    expect(
      (await server.call('getPlaylist', { params: { playlist_id: drives }, query: { page: -2 } }))
        .status,
    ).toBe(400);
  });

  it('pages playlist entries 20 at a time', async () => {
    const ids = server.ctx.repos.clips.publicComplete().map((c) => c.id);
    await server.call('updatePlaylistClips', {
      body: { playlist_id: drives, update_type: 'add', metadata: { clip_ids: ids } },
    });
    const first = await server.call('getPlaylist', { params: { playlist_id: drives } });
    expect(first.body.playlist_clips).toHaveLength(20);
    const second = await server.call('getPlaylist', {
      params: { playlist_id: drives },
      query: { page: 1 },
    });
    expect(second.body.playlist_clips[0].relative_index).toBe(20);
  });

  it("creates a playlist named 'Untitled' by default", async () => {
    expect((await server.call('createPlaylist', { body: {} })).body.name).toBe('Untitled');
    expect((await server.call('createPlaylist', { body: { name: 'Gym' } })).body.name).toBe('Gym');
    expect((await server.call('createPlaylist', { body: { name: 7 } })).status).toBe(400);
    expect((await server.call('createPlaylist', { as: null, body: {} })).status).toBe(401);
  });

  it('lists my playlists (search, trashed) and liked playlists', async () => {
    const mine = await server.call('getMyPlaylists', { query: { query: 'drive' } });
    expect(mine.body.playlists.map((p: { name: string }) => p.name)).toEqual(['Late Night Drives']);
    const liked = await server.call('getLikedPlaylists', {
      as: 'free',
      query: { from_index: 0, page_size: 50 },
    });
    expect(liked.body.playlists.map((p: { id: string }) => p.id)).toEqual([drives]);
    expect((await server.call('getMyPlaylists', { query: { show_trashed: 'maybe' } })).status).toBe(
      400,
    );
    expect((await server.call('getMyPlaylists', { as: null })).status).toBe(401);
    expect((await server.call('getLikedPlaylists', { query: { page_size: 0 } })).status).toBe(400);
    expect((await server.call('getLikedPlaylists', { as: null })).status).toBe(401);
  });

  it('lists trending playlists (429 when injected)', async () => {
    expect(
      (await server.call('getTrendingMetaplaylists', { as: null })).body.playlists.length,
    ).toBeGreaterThan(0);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/trending/metaplaylist/', status: 429 },
    });
    expect((await server.call('getTrendingMetaplaylists', { as: null })).status).toBe(429);
  });

  it('adds and removes clips by id; only the owner (403)', async () => {
    const ocean = clipByTitle(server, 'Ocean Light');
    const added = await server.call('updatePlaylistClips', {
      body: { playlist_id: wip, update_type: 'add', metadata: { clip_ids: [ocean] } },
    });
    expect(added.body.num_total_results).toBe(3);
    const removed = await server.call('updatePlaylistClips', {
      body: { playlist_id: wip, update_type: 'remove_by_id', metadata: { clip_ids: [ocean] } },
    });
    expect(removed.body.num_total_results).toBe(2);
    expect(
      (
        await server.call('updatePlaylistClips', {
          as: 'free',
          body: { playlist_id: drives, update_type: 'add', metadata: { clip_ids: [ocean] } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('updatePlaylistClips', {
          body: { playlist_id: 'nope', update_type: 'add', metadata: { clip_ids: [ocean] } },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('updatePlaylistClips', {
          body: { playlist_id: wip, update_type: 'shuffle', metadata: { clip_ids: [ocean] } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('updatePlaylistClips', {
          as: null,
          body: { playlist_id: wip, update_type: 'add', metadata: { clip_ids: [ocean] } },
        })
      ).status,
    ).toBe(401);
  });

  it('sets visibility; only the owner', async () => {
    expect(
      (
        await server.call('setPlaylistVisibility', {
          params: { playlist_id: wip },
          body: { is_public: true },
        })
      ).body.is_public,
    ).toBe(true);
    expect(
      (await server.call('getPlaylist', { as: 'free', params: { playlist_id: wip } })).status,
    ).toBe(200);
    expect(
      (
        await server.call('setPlaylistVisibility', {
          as: 'free',
          params: { playlist_id: drives },
          body: { is_public: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('setPlaylistVisibility', {
          params: { playlist_id: 'nope' },
          body: { is_public: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('setPlaylistVisibility', { params: { playlist_id: wip }, body: {} }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('setPlaylistVisibility', {
          as: null,
          params: { playlist_id: wip },
          body: { is_public: true },
        })
      ).status,
    ).toBe(401);
  });

  it('regenerates a playlist into two playlist-conditioned clips', async () => {
    const res = await server.call('regeneratePlaylist', {
      params: { playlist_id: drives },
      body: { model_name: 'chirp-crow' },
    });
    expect(res.body.clips.map((c: { metadata: { task: string } }) => c.metadata.task)).toEqual([
      'playlist_condition',
      'playlist_condition',
    ]);
  });

  it('regenerate answers 400, 401, 402, 403, 404 and 429', async () => {
    const body = { model_name: 'chirp-crow' };
    const chill = server.ctx.repos.playlists.byUser(server.userId('free'))[0]!.id;
    expect(
      (await server.call('regeneratePlaylist', { params: { playlist_id: drives }, body: {} }))
        .status,
    ).toBe(400);
    expect(
      (await server.call('regeneratePlaylist', { as: null, params: { playlist_id: drives }, body }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.call('regeneratePlaylist', {
          as: 'free',
          params: { playlist_id: chill },
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('regeneratePlaylist', {
          as: 'free',
          params: { playlist_id: drives },
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('regeneratePlaylist', { params: { playlist_id: 'nope' }, body })).status,
    ).toBe(404);
    await server.call('devSetCredits', { as: null, body: { handle: 'pro', credits: 0 } });
    expect(
      (await server.call('regeneratePlaylist', { params: { playlist_id: drives }, body })).status,
    ).toBe(402);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/playlist/{playlist_id}/regenerate/', status: 429 },
    });
    expect(
      (await server.call('regeneratePlaylist', { params: { playlist_id: drives }, body })).status,
    ).toBe(429);
  });

  it('counts a play from a playlist; 400 and 404', async () => {
    const neon = clipByTitle(server, 'Midnight Line');
    expect(
      (
        await server.call('incrementPlaylistPlayCount', {
          as: null,
          params: { playlist_id: drives },
          body: { clip_id: neon },
        })
      ).body.success,
    ).toBe(true);
    expect(server.ctx.repos.playlists.get(drives)!.play_count).toBe(43);
    expect(
      (
        await server.call('incrementPlaylistPlayCount', {
          params: { playlist_id: drives },
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('incrementPlaylistPlayCount', {
          params: { playlist_id: drives },
          body: { clip_id: 'nope' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the playlist page edits (extensions, DECISIONS.md Playlist page)', () => {
  it('renames (trimmed, cut to 100, Untitled when blank) and describes; only the owner', async () => {
    const renamed = await server.call('updatePlaylistMetadata', {
      params: { playlist_id: wip },
      body: { name: `  ${'n'.repeat(120)}  `, description: ' For later ' },
    });
    expect(renamed.body.name).toBe('n'.repeat(100));
    expect(renamed.body.description).toBe('For later');
    const blank = await server.call('updatePlaylistMetadata', {
      params: { playlist_id: wip },
      body: { name: ' ' },
    });
    expect(blank.body).toMatchObject({ name: 'Untitled', description: 'For later' });
    expect(
      (
        await server.call('updatePlaylistMetadata', {
          as: 'free',
          params: { playlist_id: drives },
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('updatePlaylistMetadata', {
          params: { playlist_id: wip },
          body: { image_s3_id: 'missing' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('updatePlaylistMetadata', {
          params: { playlist_id: wip },
          body: { name: 3 },
        })
      ).status,
    ).toBe(400);
  });

  it('trashes and restores: a trashed playlist is 404 to others and listed with show_trashed', async () => {
    const trashed = await server.call('trashPlaylist', { body: { playlist_id: drives } });
    expect(trashed.body).toEqual({ success: true, playlist_id: drives, is_trashed: true });
    expect(
      (await server.call('getPlaylist', { as: 'free', params: { playlist_id: drives } })).status,
    ).toBe(404);
    const owner = await server.call('getPlaylist', { params: { playlist_id: drives } });
    expect(owner.body.is_trashed).toBe(true);
    const listed = await server.call('getMyPlaylists', { query: { show_trashed: true } });
    expect(listed.body.playlists.map((p: { id: string }) => p.id)).toContain(drives);
    await server.call('trashPlaylist', { body: { playlist_id: drives, undo_trash: true } });
    expect(
      (await server.call('getPlaylist', { as: 'free', params: { playlist_id: drives } })).status,
    ).toBe(200);
    expect(
      (await server.call('trashPlaylist', { as: 'free', body: { playlist_id: drives } })).status,
    ).toBe(403);
    expect((await server.call('trashPlaylist', { body: {} })).status).toBe(400);
  });

  it('likes and unlikes: the count follows and the playlist shows in liked playlists', async () => {
    const liked = await server.call('likePlaylist', {
      as: 'staff',
      params: { playlist_id: drives },
      body: {},
    });
    expect(liked.body).toEqual({ is_liked: true, upvote_count: 3 });
    const seen = await server.call('getPlaylist', {
      as: 'staff',
      params: { playlist_id: drives },
    });
    expect(seen.body.is_liked).toBe(true);
    const unliked = await server.call('likePlaylist', {
      as: 'staff',
      params: { playlist_id: drives },
      body: { unlike: true },
    });
    expect(unliked.body).toEqual({ is_liked: false, upvote_count: 2 });
    expect(
      (await server.call('likePlaylist', { as: 'free', params: { playlist_id: wip }, body: {} }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('likePlaylist', { as: null, params: { playlist_id: drives }, body: {} }))
        .status,
    ).toBe(401);
  });

  it('a reorder through update_clips (remove the tail, add it back) keeps the new order', async () => {
    const before = (await server.call('getPlaylist', { params: { playlist_id: drives } })).body
      .clip_ids as string[];
    const after = [before[0]!, before[3]!, before[1]!, before[2]!, ...before.slice(4)];
    const tail = after.slice(1);
    for (const update_type of ['remove_by_id', 'add'])
      await server.call('updatePlaylistClips', {
        body: { playlist_id: drives, update_type, metadata: { clip_ids: tail } },
      });
    expect(
      (await server.call('getPlaylist', { params: { playlist_id: drives } })).body.clip_ids,
    ).toEqual(after);
  });
});
