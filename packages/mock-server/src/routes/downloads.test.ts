import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_QUOTA_BY_PLAN, MOCK_WAV_CONVERSION_MS } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let neon: string;
let ocean: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  ocean = clipByTitle(server, 'Ocean Light');
});
afterEach(() => server.close());

describe('action counts', () => {
  it('counts download and share actions on one or many clips', async () => {
    expect(
      (
        await server.call('incrementActionCount', {
          params: { gen_id: neon },
          body: { action: 'share' },
        })
      ).body.success,
    ).toBe(true);
    const many = await server.call('incrementActionCounts', {
      body: { action: 'download_audio', gen_ids: [neon, ocean, 'nope'] },
    });
    expect(many.body.num_counted).toBe(2);
    expect(server.ctx.repos.assets.actionCount(neon, 'download_audio')).toBe(1);
    expect(
      (
        await server.call('incrementActionCount', {
          params: { gen_id: neon },
          body: { action: 'steal' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('incrementActionCount', {
          as: null,
          params: { gen_id: neon },
          body: { action: 'share' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('incrementActionCount', {
          params: { gen_id: 'nope' },
          body: { action: 'share' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('incrementActionCounts', { body: { action: 'share', gen_ids: [] } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('incrementActionCounts', {
          as: null,
          body: { action: 'share', gen_ids: [neon] },
        })
      ).status,
    ).toBe(401);
  });
});

describe('download quota', () => {
  it('owners download freely; others use the plan quota until 402', async () => {
    const own = await server.call('recordClipDownload', { params: { clip_id: neon } });
    expect(own.body).toMatchObject({ downloads_used: 0, clip_owned_by_user: true });
    const limit = DOWNLOAD_QUOTA_BY_PLAN.free!;
    for (let i = 0; i < limit; i += 1)
      await server.call('recordClipDownload', { as: 'free', params: { clip_id: neon } });
    expect(
      (await server.call('getDownloadUsage', { as: 'free', query: { clip_id: neon } })).body,
    ).toMatchObject({ downloads_remaining: 0, clip_owned_by_user: false });
    expect(
      (await server.call('recordClipDownload', { as: 'free', params: { clip_id: neon } })).status,
    ).toBe(402);
    expect(
      (await server.call('getDownloadUsage', { as: 'premier' })).body.has_unlimited_downloads,
    ).toBe(true);
  });

  it('blocks non-owners when download_disabled_reason is set and the flag is on (403)', async () => {
    const cover = clipByTitle(server, 'Midnight Line (Jazz Cover)');
    await server.call('devSetFlags', {
      as: null,
      body: { handle: 'free', flags: { 'remix-contest-disable-downloads': true } },
    });
    expect(
      (await server.call('recordClipDownload', { as: 'free', params: { clip_id: cover } })).status,
    ).toBe(403);
  });

  it('answers 400, 401 and 404', async () => {
    expect((await server.call('getDownloadUsage', { query: { clip_id: 'nope' } })).status).toBe(
      400,
    );
    expect((await server.call('getDownloadUsage', { as: null })).status).toBe(401);
    expect(
      (await server.call('recordClipDownload', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('recordClipDownload', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
  });
});

describe('WAV and opus', () => {
  it('converts to WAV, ready after a few seconds, for the owner or staff', async () => {
    expect(
      (await server.call('convertToWav', { params: { clip_id: neon } })).body.wav_file_url,
    ).toBeNull();
    expect(
      (await server.call('getWavFile', { params: { clip_id: neon } })).body.wav_file_url,
    ).toBeNull();
    await server.advance(MOCK_WAV_CONVERSION_MS);
    const ready = await server.call('getWavFile', { params: { clip_id: neon } });
    expect(ready.body.wav_file_url).toContain('format=wav');
    expect(
      (await server.call('getWavFile', { as: 'staff', params: { clip_id: neon } })).body
        .wav_file_url,
    ).toBe(ready.body.wav_file_url);
    expect(
      (await server.call('convertToWav', { params: { clip_id: neon } })).body.wav_file_url,
    ).toBe(ready.body.wav_file_url);
  });

  it('WAV answers 402 on Free, 403 for others, 401 and 404', async () => {
    expect(
      (
        await server.call('convertToWav', {
          as: 'free',
          params: { clip_id: clipByTitle(server, 'My First Song') },
        })
      ).status,
    ).toBe(402);
    expect(
      (await server.call('convertToWav', { as: 'premier', params: { clip_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('getWavFile', { as: 'premier', params: { clip_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('convertToWav', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('getWavFile', { as: null, params: { clip_id: neon } })).status).toBe(
      401,
    );
    expect((await server.call('getWavFile', { params: { clip_id: 'nope' } })).status).toBe(404);
    expect((await server.call('convertToWav', { params: { clip_id: 'nope' } })).status).toBe(404);
  });

  it('converts to opus; 401, 403, 404', async () => {
    await server.call('convertToOpus', { params: { clip_id: neon } });
    await server.advance(MOCK_WAV_CONVERSION_MS);
    expect(
      (await server.call('getOpusFile', { params: { clip_id: neon } })).body.opus_file_url,
    ).toContain('format=opus');
    expect(
      (await server.call('convertToOpus', { as: 'premier', params: { clip_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('getOpusFile', { as: 'premier', params: { clip_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('convertToOpus', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('getOpusFile', { as: null, params: { clip_id: neon } })).status).toBe(
      401,
    );
    expect((await server.call('convertToOpus', { params: { clip_id: 'nope' } })).status).toBe(404);
    expect((await server.call('getOpusFile', { params: { clip_id: 'nope' } })).status).toBe(404);
  });
});

describe('sample packs', () => {
  it('lists one file per stem; each file downloads', async () => {
    const res = await server.call('generateSamplePack', { params: { clip_id: neon } });
    expect(res.body.stems.map((s: { filename: string }) => s.filename)).toEqual([
      'Vocals.wav',
      'Drums.wav',
      'Bass.wav',
    ]);
    const file = await request(server.app).get(new URL(res.body.stems[0].url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('audio/wav');
  });

  it('answers 401, 402, 403 and 404', async () => {
    expect(
      (await server.call('generateSamplePack', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect(
      (
        await server.call('generateSamplePack', {
          as: 'free',
          params: { clip_id: clipByTitle(server, 'My First Song') },
        })
      ).status,
    ).toBe(402);
    expect(
      (await server.call('generateSamplePack', { as: 'premier', params: { clip_id: neon } }))
        .status,
    ).toBe(403);
    expect((await server.call('generateSamplePack', { params: { clip_id: 'nope' } })).status).toBe(
      404,
    );
  });
});
