import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  MOCK_VIDEO_RENDER_MS,
  IMAGE_SIZES,
} from '@cadenza/sdk';
import { decode } from 'fast-png';
import { PNG_1X1, fakeAudio, makeWav } from '../../test/fake-audio';
import {
  clipByTitle,
  contractProblems,
  createTestServer,
  type TestServer,
} from '../../test/harness';
import { uploadAudio } from '../../test/uploads';

let server: TestServer;
let neon: string; // public
let engine: string; // private
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
  engine = clipByTitle(server, 'Engine Heart');
});
afterEach(() => server.close());

const get = async (
  id: Parameters<typeof contractProblems>[0],
  url: string,
  headers: Record<string, string> = {},
) => {
  let req = request(server.app).get(url);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  const res = await req.buffer(true);
  expect(
    contractProblems(
      id,
      res.status,
      res.headers['content-type']?.includes('json') ? res.body : undefined,
    ),
  ).toEqual([]);
  return res;
};

describe('audio', () => {
  it('serves the whole file, or a byte range (206), or 416', async () => {
    const whole = await get('getClipAudio', `/media/audio/${neon}`);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get('getClipAudio', `/media/audio/${neon}`, { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(
      (await get('getClipAudio', `/media/audio/${neon}`, { Range: 'bytes=99999999-' })).status,
    ).toBe(416);
    expect((await get('getClipAudio', `/media/audio/${neon}?format=flac`)).status).toBe(400);
  });

  it('serves private audio to the owner token or with the key of its URL, else 404', async () => {
    expect((await get('getClipAudio', `/media/audio/${engine}`)).status).toBe(404);
    const token = await server.token('pro');
    expect(
      (await get('getClipAudio', `/media/audio/${engine}`, { Authorization: `Bearer ${token}` }))
        .status,
    ).toBe(200);
    const clip = await server.call('getClip', { params: { clip_id: engine } });
    expect(
      (
        await get(
          'getClipAudio',
          new URL(clip.body.audio_url).pathname + new URL(clip.body.audio_url).search,
        )
      ).status,
    ).toBe(200);
  });

  it("a private clip's signed URL is bound to its clip and expires (12 to 24 hours); a tampered key is refused", async () => {
    const other = clipByTitle(server, 'Midnight Line (Acoustic)');
    await server.call('setClipVisibility', {
      as: 'free',
      params: { gen_id: other },
      body: { is_public: false, submit_to_contest: false },
    });
    const clip = await server.call('getClip', { params: { clip_id: engine } });
    const url = new URL(clip.body.audio_url);
    const key = url.searchParams.get('key')!;
    expect((await get('getClipAudio', `/media/audio/${engine}?key=${key}`)).status).toBe(200);
    // The same key on another private clip.
    expect((await get('getClipAudio', `/media/audio/${other}?key=${key}`)).status).toBe(404);
    expect((await get('getClipImage', `/media/image/${other}?size=100&key=${key}`)).status).toBe(
      404,
    );
    // A later expiry with the same mac.
    const [expiry, mac] = key.split('.');
    const later = (parseInt(expiry!, 36) + 86_400_000).toString(36);
    expect((await get('getClipAudio', `/media/audio/${engine}?key=${later}.${mac}`)).status).toBe(
      404,
    );
    await server.advance(12 * 3600_000);
    expect((await get('getClipAudio', `/media/audio/${engine}?key=${key}`)).status).toBe(200);
    await server.advance(12 * 3600_000);
    expect((await get('getClipAudio', `/media/audio/${engine}?key=${key}`)).status).toBe(404);
    const fresh = await server.call('getClip', { params: { clip_id: engine } });
    expect(new URL(fresh.body.audio_url).searchParams.get('key')).not.toBe(key);
    expect(
      (
        await get(
          'getClipAudio',
          new URL(fresh.body.audio_url).pathname + new URL(fresh.body.audio_url).search,
        )
      ).status,
    ).toBe(200);
  });

  it('serves what is rendered so far while streaming', async () => {
    const res = await server.call('generate', {
      body: { mv: 'chirp-crow', tags: 'pop', duration: 120 },
    });
    const id = res.body.clips[0].id;
    expect(
      (
        await get('getClipAudio', `/media/audio/${id}`, {
          Authorization: `Bearer ${await server.token('pro')}`,
        })
      ).status,
    ).toBe(404);
    await server.advance(MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS / 2);
    const partial = await get('getClipAudio', `/media/audio/${id}`, {
      Authorization: `Bearer ${await server.token('pro')}`,
    });
    await server.advance(MOCK_CLIP_STREAMING_MS);
    const full = await get('getClipAudio', `/media/audio/${id}`, {
      Authorization: `Bearer ${await server.token('pro')}`,
    });
    expect(partial.body.length).toBeLessThan(full.body.length);
  });
});

describe('images, videos, stems, share assets and uploads', () => {
  it('serves cover art at each image size (100, 360, 720, 1024); 400 for another size, 404 unknown', async () => {
    for (const size of IMAGE_SIZES) {
      const res = await get('getClipImage', `/media/image/${neon}?size=${size}`);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['accept-ranges']).toBe('bytes');
      const image = decode(res.body as Buffer);
      expect([image.width, image.height]).toEqual([size, size]);
    }
    expect((await get('getClipImage', `/media/image/${neon}?size=50`)).status).toBe(400);
    expect((await get('getClipImage', '/media/image/nope')).status).toBe(404);
  });

  it('cover art is deterministic per clip: drawn again it is the same, another clip’s differs', async () => {
    const first = (await get('getClipImage', `/media/image/${neon}?size=100`)).body as Buffer;
    server.ctx.media.clear();
    const again = (await get('getClipImage', `/media/image/${neon}?size=100`)).body as Buffer;
    expect(again.equals(first)).toBe(true);
    const other = clipByTitle(server, 'Harbor Song');
    expect(
      ((await get('getClipImage', `/media/image/${other}?size=100`)).body as Buffer).equals(first),
    ).toBe(false);
  });

  it('a fresh server draws a seeded song’s cover from its plan, without asking the audio engine', async () => {
    const audio = fakeAudio();
    const fresh = await createTestServer({ audio });
    try {
      const id = clipByTitle(fresh, 'Midnight Line');
      const res = await request(fresh.app).get(`/media/image/${id}?size=360`).buffer(true);
      expect(res.status).toBe(200);
      expect(Buffer.from(res.body as Buffer).equals(Buffer.from(PNG_1X1))).toBe(false);
      expect(decode(res.body as Buffer).width).toBe(360);
      expect(audio.calls).toEqual({});
    } finally {
      await fresh.close();
    }
  });

  it('the cover of an extension, known by its audio, comes from the audio engine', async () => {
    const audio = fakeAudio();
    const fresh = await createTestServer({ audio });
    try {
      const id = clipByTitle(fresh, 'Harbor Song (Part 2)');
      const res = await request(fresh.app)
        .get(`/media/image/${id}?size=100`)
        .set('Authorization', `Bearer ${await fresh.token('pro')}`)
        .buffer(true);
      expect(Buffer.from(res.body as Buffer).equals(Buffer.from(PNG_1X1))).toBe(true);
      expect(audio.calls.coverArt).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('serves the song video once rendered', async () => {
    expect((await get('getClipVideo', `/media/video/${neon}`)).status).toBe(404);
    await server.call('generateVideo', { params: { clip_id: neon } });
    await server.advance(MOCK_VIDEO_RENDER_MS);
    expect((await get('getClipVideo', `/media/video/${neon}`)).headers['content-type']).toBe(
      'video/mp4',
    );
  });

  it('serves stems listed by the sample pack and 404 otherwise', async () => {
    expect((await get('getStemFile', `/media/stems/${neon}/Vocals.wav`)).status).toBe(200);
    expect((await get('getStemFile', `/media/stems/${neon}/Synth.wav`)).status).toBe(404);
    expect((await get('getStemFile', `/media/stems/${neon}/nonsense`)).status).toBe(404);
  });

  it('serves share assets and uploads; 404 unknown', async () => {
    expect((await get('getShareAssetImage', '/media/share-asset/nope')).status).toBe(404);
    const id = await uploadAudio(server, 'pro', makeWav(10), 'orig.wav');
    const file = await get('getUploadFile', `/media/uploads/${id}`);
    expect(file.headers['content-type']).toContain('audio/wav');
    expect((await get('getUploadFile', '/media/uploads/nope')).status).toBe(404);
  });
});
