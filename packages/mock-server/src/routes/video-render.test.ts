// Song video with the real audio engine: "Video generation renders a real playable video of the
// song" on any machine: the system ffmpeg when present, else the built-in encoder.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_VIDEO_RENDER_MS } from '@cadenza/sdk';
import { createProceduralAudio } from '../audio/index';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

const engine = createProceduralAudio({ workers: 0 });
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ audio: engine });
});
afterAll(async () => {
  await server.close();
  await engine.close();
});

describe('song video with the real engine', { timeout: 300_000 }, () => {
  it('renders a playable MP4 served at the status video_url', async () => {
    const clipId = clipByTitle(server, 'QA Test Tone');
    await server.call('generateVideo', { as: 'staff', params: { clip_id: clipId } });
    await server.advance(MOCK_VIDEO_RENDER_MS);
    const status = await server.call('getVideoGenerationStatus', {
      as: 'staff',
      params: { clip_id: clipId },
    });
    const media = await request(server.app)
      .get(`/media/video/${clipId}`)
      .set('Authorization', `Bearer ${await server.token('staff')}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(status.body).toMatchObject({ status: 'complete', video_is_stale: false });
    expect(status.body.video_url).toMatch(new RegExp(`/media/video/${clipId}`));
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    const bytes = media.body as Buffer;
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes('avc1')).toBe(true);
    expect(bytes.includes('mp4a') || bytes.includes('.mp3')).toBe(true);
  });
});
