import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_DOWNBEATS_MS, MOCK_LYRICS_ALIGNMENT_MS } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let harbor: string;
let part2: string;
let neon: string;
beforeEach(async () => {
  server = await createTestServer();
  harbor = clipByTitle(server, 'Harbor Song');
  part2 = clipByTitle(server, 'Harbor Song (Part 2)');
  neon = clipByTitle(server, 'Midnight Line');
});
afterEach(() => server.close());

describe('aligned clips', () => {
  it('finds an extension by its history clip and end seconds within 0.1 s', async () => {
    const at = server.ctx.repos.clips.get(part2)!.metadata.continue_at!;
    const res = await server.call('getAlignedClips', {
      query: {
        history_clip_id: harbor,
        history_end_seconds_gte: at + 0.05 - 0.1,
        history_end_seconds_lte: at + 0.05 + 0.1,
      },
    });
    expect(res.body.alignments.map((a: { clip: { id: string } }) => a.clip.id)).toEqual([part2]);
    // The bounds are not widened again: a seam 0.15 s from the asked one is outside ±0.1 s.
    const far = await server.call('getAlignedClips', {
      query: {
        history_clip_id: harbor,
        history_end_seconds_gte: at + 0.15 - 0.1,
        history_end_seconds_lte: at + 0.15 + 0.1,
      },
    });
    expect(far.body.alignments).toEqual([]);
    const none = await server.call('getAlignedClips', {
      query: { history_clip_id: harbor, history_end_seconds_gte: at + 1 },
    });
    expect(none.body.alignments).toEqual([]);
  });

  it('lists siblings aligned the same way', async () => {
    const res = await server.call('generate', {
      body: {
        mv: 'chirp-crow',
        continue_clip_id: harbor,
        continue_at: server.ctx.repos.clips.get(part2)!.metadata.continue_at,
      },
    });
    const siblings = await server.call('getAlignedClipSiblings', { query: { clip_id: part2 } });
    expect(siblings.body.siblings.map((s: { clip: { id: string } }) => s.clip.id).sort()).toEqual(
      res.body.clips.map((c: { id: string }) => c.id).sort(),
    );
  });

  it('answers 400, 401 and 404', async () => {
    expect(
      (await server.call('getAlignedClips', { query: { history_end_seconds_gte: 'soon' } })).status,
    ).toBe(400);
    expect((await server.call('getAlignedClips', { as: null })).status).toBe(401);
    expect((await server.call('getAlignedClipSiblings', { query: {} })).status).toBe(400);
    expect(
      (await server.call('getAlignedClipSiblings', { as: null, query: { clip_id: part2 } })).status,
    ).toBe(401);
    expect(
      (await server.call('getAlignedClipSiblings', { query: { clip_id: 'nope' } })).status,
    ).toBe(404);
  });
});

describe('downbeats', () => {
  it('runs, then completes with the engine’s downbeats', async () => {
    expect((await server.call('getDownbeats', { params: { clip_id: neon } })).body.state).toBe(
      'running',
    );
    await server.advance(MOCK_DOWNBEATS_MS);
    const done = await server.call('getDownbeats', { params: { clip_id: neon } });
    expect(done.body.state).toBe('complete');
    expect(done.body.downbeats.length).toBeGreaterThan(10);
  });

  it('streams frames, the last final, as JSON or as an event stream', async () => {
    const json = await server.call('streamDownbeats', { params: { id: neon } });
    expect(json.body.final).toBe(true);
    const token = await server.token('pro');
    const sse = await request(server.app)
      .post(`/api/gen/${neon}/downbeats_streaming/v2`)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept', 'text/event-stream');
    const frames = sse.text
      .split('\n\n')
      .filter(Boolean)
      .map((f) => JSON.parse(f.replace(/^data: /, '')) as { final: boolean });
    expect(frames.map((f) => f.final)).toEqual([false, false, true]);
  });

  it('answers 401 and 404', async () => {
    expect(
      (await server.call('getDownbeats', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('getDownbeats', { params: { clip_id: 'nope' } })).status).toBe(404);
    expect((await server.call('streamDownbeats', { as: null, params: { id: neon } })).status).toBe(
      401,
    );
    expect((await server.call('streamDownbeats', { params: { id: 'nope' } })).status).toBe(404);
  });
});

describe('aligned lyrics', () => {
  it('v2 gives words with timings, waveform data and hoot_cer; POST aligns new lyrics', async () => {
    const got = await server.call('getAlignedLyricsV2', { as: null, params: { clip_id: neon } });
    expect(got.body.words[0]).toMatchObject({ word: 'City' });
    const posted = await server.call('alignLyricsV2', {
      params: { clip_id: neon },
      body: { lyrics: 'brand new words' },
    });
    expect(posted.body.words.map((w: { word: string }) => w.word)).toEqual([
      'brand',
      'new',
      'words',
    ]);
  });

  it('v3 runs while aligning, then gives lines', async () => {
    const started = await server.call('alignLyricsV3', {
      params: { clip_id: neon },
      body: { lyrics: 'one two\nthree four' },
    });
    expect(started.body.state).toBe('running');
    await server.advance(MOCK_LYRICS_ALIGNMENT_MS);
    const done = await server.call('getAlignedLyricsV3', { as: null, params: { clip_id: neon } });
    expect(done.body.alignment.map((l: { text: string }) => l.text)).toEqual([
      'one two',
      'three four',
    ]);
  });

  it('answers 400, 401, 403 and 404', async () => {
    const ocean = clipByTitle(server, 'Ocean Light');
    expect((await server.call('getAlignedLyricsV2', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
    expect((await server.call('getAlignedLyricsV3', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (await server.call('alignLyricsV2', { params: { clip_id: neon }, body: { lyrics: 5 } }))
        .status,
    ).toBe(400);
    expect(
      (await server.call('alignLyricsV2', { as: null, params: { clip_id: neon }, body: {} }))
        .status,
    ).toBe(401);
    expect(
      (await server.call('alignLyricsV2', { params: { clip_id: ocean }, body: {} })).status,
    ).toBe(403);
    expect(
      (await server.call('alignLyricsV2', { params: { clip_id: 'nope' }, body: {} })).status,
    ).toBe(404);
    expect(
      (await server.call('alignLyricsV3', { params: { clip_id: neon }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('alignLyricsV3', {
          as: null,
          params: { clip_id: neon },
          body: { lyrics: 'a' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call('alignLyricsV3', { params: { clip_id: ocean }, body: { lyrics: 'a' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('alignLyricsV3', { params: { clip_id: 'nope' }, body: { lyrics: 'a' } }))
        .status,
    ).toBe(404);
  });
});

describe('waveform aggregates', () => {
  it('serves mip-map levels from the engine; 404 for unknown clips', async () => {
    const res = await server.call('getWaveformAggregates', { as: null, params: { clip_id: neon } });
    expect(
      res.body.waveform_aggregates.map((l: { mip_map_level: number }) => l.mip_map_level),
    ).toEqual([0, 1, 2]);
    expect(
      (await server.call('getWaveformAggregates', { params: { clip_id: 'nope' } })).status,
    ).toBe(404);
  });
});
