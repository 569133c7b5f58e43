import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MOCK_HOOK_RENDER_MS,
  MOCK_VIDEO_RENDER_MS,
  MOCK_VIDEO_UPLOAD_PROCESSING_MS,
  type components,
} from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { uploadVideo } from '../../test/uploads';

type Hook = components['schemas']['Hook'];

let server: TestServer;
let neon: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
});
afterEach(() => server.close());

describe('song video', () => {
  it('goes queued → processing → complete with a video_url', async () => {
    expect((await server.call('generateVideo', { params: { clip_id: neon } })).body.status).toBe(
      'queued',
    );
    await server.advance(MOCK_VIDEO_RENDER_MS / 2);
    expect(
      (await server.call('getVideoGenerationStatus', { params: { clip_id: neon } })).body.status,
    ).toBe('processing');
    await server.advance(MOCK_VIDEO_RENDER_MS);
    const done = await server.call('getVideoGenerationStatus', { params: { clip_id: neon } });
    expect(done.body).toMatchObject({ status: 'complete', video_is_stale: false });
    const videos = await server.call('getClipVideos', {
      as: null,
      query: { clip_id: neon, page_size: 1 },
    });
    expect(videos.body.video_urls).toEqual([done.body.video_url]);
  });

  it('ends in error when the engine cannot render it', async () => {
    await server.call('setMetadata', { params: { gen_id: neon }, body: { title: 'ok' } });
    server.ctx.repos.clips.update(neon, {
      source: { ...server.ctx.repos.clips.get(neon)!.source!, title: 'no-video' },
    });
    await server.call('generateVideo', { params: { clip_id: neon } });
    await server.advance(MOCK_VIDEO_RENDER_MS);
    expect(
      (await server.call('getVideoGenerationStatus', { params: { clip_id: neon } })).body.status,
    ).toBe('error');
  });

  it('needs GenerateSongVideo (403 on Free), the owner (403) and answers 401, 404 and injected 402/429', async () => {
    expect(
      (
        await server.call('generateVideo', {
          as: 'free',
          params: { clip_id: clipByTitle(server, 'My First Song') },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.call('generateVideo', { as: 'premier', params: { clip_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('generateVideo', { as: null, params: { clip_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('generateVideo', { params: { clip_id: 'nope' } })).status).toBe(404);
    expect(
      (await server.call('getVideoGenerationStatus', { params: { clip_id: neon } })).status,
    ).toBe(404);
    expect(
      (await server.call('getVideoGenerationStatus', { as: null, params: { clip_id: neon } }))
        .status,
    ).toBe(401);
    expect((await server.call('getClipVideos', { query: {} })).status).toBe(400);
    expect((await server.call('getClipVideos', { query: { clip_id: 'nope' } })).status).toBe(404);
    for (const status of [402, 429]) {
      await server.call('devAddFault', {
        as: null,
        body: { method: 'POST', path: '/api/video/generate/{clip_id}/', status },
      });
      expect((await server.call('generateVideo', { params: { clip_id: neon } })).status).toBe(
        status,
      );
    }
  });
});

describe('hooks', () => {
  const hookBody = (uploadId: string, extra: object = {}) => ({
    clip_id: neon,
    hook_publish: {
      title: 'My hook',
      caption: 'listen',
      allow_comments: true,
      show_lyrics: true,
      ...extra,
    },
    video_render: {
      song: { song_id: neon, clip_start_time: 10, clip_end_time: 25 },
      videos: [{ s3_id: uploadId, upload_id: uploadId, source_start_time: 0, source_end_time: 15 }],
    },
  });

  const readyVideo = async () => {
    const id = await uploadVideo(server, 'pro');
    await server.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS);
    return id;
  };

  it('renders pending → rendering → rendered_passed_moderation', async () => {
    const created = await server.call('createHook', { body: hookBody(await readyVideo()) });
    const get = async () =>
      (await server.call('getHook', { params: { hook_id: created.body.id } })).body.status;
    expect(await get()).toBe('pending');
    await server.advance(MOCK_HOOK_RENDER_MS / 2);
    expect(await get()).toBe('rendering');
    await server.advance(MOCK_HOOK_RENDER_MS);
    expect(await get()).toBe('rendered_passed_moderation');
  });

  it('ends rendered_failed_moderation when its text fails moderation', async () => {
    const created = await server.call('createHook', {
      body: hookBody(await readyVideo(), { caption: 'forbidden-word' }),
    });
    await server.advance(MOCK_HOOK_RENDER_MS);
    expect(
      (await server.call('getHook', { params: { hook_id: created.body.id } })).body.status,
    ).toBe('rendered_failed_moderation');
  });

  it('ends in error when what it renders is gone (its video upload)', async () => {
    const video = await readyVideo();
    const created = await server.call('createHook', { body: hookBody(video) });
    server.ctx.repos.uploads.update(video, { bytes: null });
    await server.advance(MOCK_HOOK_RENDER_MS);
    expect(
      (await server.call('getHook', { params: { hook_id: created.body.id } })).body,
    ).toMatchObject({ status: 'error', error_message: 'The hook video could not be rendered.' });
  });

  it("checks the video: 'Please select a video file or wait for it to upload.' and the duration messages", async () => {
    const pending = await uploadVideo(server, 'pro');
    expect((await server.call('createHook', { body: hookBody(pending) })).body.detail).toBe(
      'Please select a video file or wait for it to upload.',
    );
    const video = await readyVideo();
    const short = hookBody(video);
    short.video_render.song.clip_end_time = 15;
    short.video_render.videos[0]!.source_end_time = 5;
    expect((await server.call('createHook', { body: short })).body.detail).toBe(
      'Video duration must be at least 10 seconds.',
    );
  });

  it("answers 423 'Your account requires support assistance', 429 beyond 3 renders, 400, 401 and 404", async () => {
    const video = await readyVideo();
    await server.call('devSetSupportLock', { as: null, body: { handle: 'pro', locked: true } });
    const locked = await server.call('createHook', { body: hookBody(video) });
    expect(locked.status).toBe(423);
    expect(locked.body.detail).toBe('Your account requires support assistance');
    await server.call('devSetSupportLock', { as: null, body: { handle: 'pro', locked: false } });
    for (let i = 0; i < 3; i += 1) await server.call('createHook', { body: hookBody(video) });
    expect((await server.call('createHook', { body: hookBody(video) })).status).toBe(429);
    expect((await server.call('createHook', { body: { clip_id: neon } })).status).toBe(400);
    expect((await server.call('createHook', { as: null, body: hookBody(video) })).status).toBe(401);
    expect(
      (await server.call('createHook', { body: { ...hookBody(video), clip_id: 'nope' } })).status,
    ).toBe(404);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/video/hooks/create', status: 403 },
    });
    expect((await server.call('createHook', { body: hookBody(video) })).status).toBe(403);
    expect((await server.call('getHook', { params: { hook_id: 'nope' } })).status).toBe(404);
    expect((await server.call('getHook', { as: null, params: { hook_id: 'nope' } })).status).toBe(
      401,
    );
  });

  it('keeps the song snippet and video segment it renders, with the song title and audio', async () => {
    const created = await server.call('createHook', { body: hookBody(await readyVideo()) });
    await server.advance(MOCK_HOOK_RENDER_MS);
    const hook = (await server.call('getHook', { params: { hook_id: created.body.id } })).body;
    expect(hook).toMatchObject({
      status: 'rendered_passed_moderation',
      clip_title: 'Midnight Line',
      song_start_s: 10,
      song_end_s: 25,
      video_start_s: 0,
      video_end_s: 15,
      user: { handle: 'pro' },
    });
    expect(hook.audio_url).toMatch(new RegExp(`/media/audio/${neon}`));
    expect(hook.video_url).toMatch(/\/media\/uploads\//);
  });

  it("lists the user's hooks in every state and the feed of hooks that passed moderation", async () => {
    const first = await server.call('createHook', { body: hookBody(await readyVideo()) });
    await server.advance(MOCK_HOOK_RENDER_MS);
    const failed = await server.call('createHook', {
      body: hookBody(await readyVideo(), { caption: 'forbidden-word' }),
    });
    const mine = (await server.call('listHooks', {})).body;
    expect(mine.mine.map((h: Hook) => [h.id, h.status])).toEqual([
      [failed.body.id, 'pending'],
      [first.body.id, 'rendered_passed_moderation'],
    ]);
    expect(mine.feed.map((h: Hook) => h.id)).toEqual([first.body.id]);
    await server.advance(MOCK_HOOK_RENDER_MS);
    const other = (await server.call('listHooks', { as: 'premier' })).body;
    expect(other.mine).toEqual([]);
    expect(other.feed.map((h: Hook) => h.id)).toEqual([first.body.id]);
    expect((await server.call('listHooks', { as: null })).status).toBe(401);
  });
});
