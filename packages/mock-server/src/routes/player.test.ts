import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let neon: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
});
afterEach(() => server.close());

const plays = (id: string) => server.ctx.repos.clips.get(id)!.play_count;

describe('play counts', () => {
  it('counts one play, a sampled play (factor at most 1 + floor(play_count/100)) and bulk plays', async () => {
    const start = plays(neon);
    await server.call('incrementPlayCount', { as: null, params: { gen_id: neon } });
    expect(plays(neon)).toBe(start + 1);
    await server.call('incrementPlayCountV2', {
      as: null,
      params: { gen_id: neon },
      body: { sample_factor: 13 },
    });
    expect(plays(neon)).toBe(start + 1 + 13);
    await server.call('incrementPlayCountV2', {
      params: { gen_id: neon },
      body: { sample_factor: 1000 },
    });
    expect(plays(neon)).toBe(start + 14 + 1 + Math.floor((start + 14) / 100));
    const bulk = await server.call('bulkIncrementPlayCounts', {
      as: null,
      body: { gen_ids: [neon, 'nope'], sample_factor: 1 },
    });
    expect(bulk.body.num_counted).toBe(1);
  });

  it('answers 400 and 404', async () => {
    expect((await server.call('incrementPlayCount', { params: { gen_id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (
        await server.call('incrementPlayCountV2', {
          params: { gen_id: neon },
          body: { sample_factor: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('incrementPlayCountV2', {
          params: { gen_id: 'nope' },
          body: { sample_factor: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await server.call('bulkIncrementPlayCounts', { body: { gen_ids: [] } })).status).toBe(
      400,
    );
  });
});

describe('playbar state', () => {
  const state = {
    playbar_state: 'playing',
    song_index: 1,
    song_play_time: 12.5,
    repeat_state: 'no-repeat',
    song_ids_in_queue: ['a', 'b'],
    volume: 80,
  };

  it('is 404 until saved, then returns what was saved', async () => {
    expect((await server.call('getPlaybarState')).status).toBe(404);
    expect((await server.call('savePlaybarState', { body: state })).body.success).toBe(true);
    expect((await server.call('getPlaybarState')).body).toMatchObject({
      ...state,
      action_time: new Date(server.clock.now()).toISOString(),
    });
  });

  it('answers 400 and 401', async () => {
    expect(
      (await server.call('savePlaybarState', { body: { ...state, volume: 101 } })).status,
    ).toBe(400);
    expect((await server.call('savePlaybarState', { as: null, body: state })).status).toBe(401);
    expect((await server.call('getPlaybarState', { as: null })).status).toBe(401);
  });
});

describe('autoplay', () => {
  it('refills with public songs not in the queue, related ones first', async () => {
    const res = await server.call('getAutoplayClips', {
      body: { clip_id: neon, clips_in_queue: [{ clip_id: neon }], page_size: 5 },
    });
    const ids = res.body.clips.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(neon);
    expect(res.body.clips[0].metadata.tags).toMatch(/synthwave|retro|driving/);
  });

  it('answers 400 and 401', async () => {
    expect((await server.call('getAutoplayClips', { body: {} })).status).toBe(400);
    expect(
      (await server.call('getAutoplayClips', { as: null, body: { clips_in_queue: [] } })).status,
    ).toBe(401);
  });
});

describe('radio', () => {
  it('schedules a song radio: the current song started in the past, entries follow each other', async () => {
    const res = await server.call('getRadioSongList', { as: null, params: { station_id: neon } });
    const list = res.body as { start_time: string; duration: number }[];
    expect(list).toHaveLength(5);
    expect(Date.parse(list[0]!.start_time)).toBeLessThanOrEqual(server.clock.now());
    expect(Date.parse(list[1]!.start_time)).toBe(
      Date.parse(list[0]!.start_time) + list[0]!.duration * 1000,
    );
  });

  it('is the same schedule for everyone at the same time and moves on with the clock', async () => {
    const a = await server.call('getRadioSongList', { as: null, params: { station_id: neon } });
    const b = await server.call('getRadioSongList', {
      as: 'premier',
      params: { station_id: neon },
    });
    expect(b.body[0].song_id).toBe(a.body[0].song_id);
    await server.advance(Date.parse(a.body[1].start_time) - server.clock.now() + 1);
    const later = await server.call('getRadioSongList', { as: null, params: { station_id: neon } });
    expect(later.body[0].song_id).toBe(a.body[1].song_id);
  });

  it('answers 404 for an unknown station', async () => {
    expect(
      (await server.call('getRadioSongList', { params: { station_id: 'no-such-station' } })).status,
    ).toBe(404);
  });

  it('tag radio lists songs of a style, minus the excluded ones', async () => {
    const res = await server.call('getTagRadio', {
      as: null,
      params: { tag: 'lofi' },
      query: { exclude_clip_ids: clipByTitle(server, 'Study Tapes') },
    });
    expect(res.body.clips.map((c: { title: string }) => c.title)).toEqual(['Bedroom Beat']);
    expect((await server.call('getTagRadio', { params: { tag: 'polka' } })).status).toBe(404);
    expect(
      (
        await server.call('getTagRadio', {
          params: { tag: 'lofi' },
          query: { exclude_clip_ids: ['a', 'b'] },
        })
      ).status,
    ).toBe(400);
  });
});
