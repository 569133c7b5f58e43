import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_UPLOAD_PROCESSING_MS, MOCK_VIDEO_UPLOAD_PROCESSING_MS } from '@cadenza/sdk';
import { makeWav } from '../../test/fake-audio';
import request from 'supertest';
import { makeClip } from '../../test/fixtures';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { makeBmp, makePng } from '../../test/fake-images';
import { sendFile, uploadAudio, uploadImage, uploadVideo } from '../../test/uploads';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const status = async (id: string, as: 'pro' | 'premier' | 'staff' = 'pro') =>
  (await server.call('getAudioUpload', { as, params: { upload_id: id } })).body;

describe('audio uploads', () => {
  it('moves through uploading, initializing and complete, then initialises a clip', async () => {
    const params = await server.call('createAudioUpload', { body: { extension: 'wav' } });
    expect(params.body.url).toContain(`/api/uploads/direct/${params.body.id}`);
    expect((await status(params.body.id)).status).toBe('uploading');
    await sendFile(server, params.body.url, params.body.fields, makeWav(30), 'beat.wav');
    const finished = await server.call('finishAudioUpload', {
      params: { upload_id: params.body.id },
      body: { upload_type: 'file_upload', upload_filename: 'beat.wav' },
    });
    expect(finished.body.status).toBe('initializing');
    expect((await status(params.body.id)).status).toBe('initializing');
    await server.advance(MOCK_UPLOAD_PROCESSING_MS);
    expect(await status(params.body.id)).toMatchObject({
      status: 'complete',
      has_vocal: false,
      title: 'beat',
    });
    const init = await server.call('initializeUploadClip', {
      params: { upload_id: params.body.id },
      body: { downbeats: [0, 2] },
    });
    const clip = server.ctx.repos.clips.get(init.body.clip_id)!;
    expect(clip.metadata).toMatchObject({ type: 'upload', duration: 30 });
    expect((await status(params.body.id)).clip_id).toBe(init.body.clip_id);
  });

  it('reaches vocals_detected for a vocal upload', async () => {
    const id = await uploadAudio(server, 'pro', makeWav(20), 'my vocal take.wav');
    await server.advance(MOCK_UPLOAD_PROCESSING_MS);
    expect(await status(id)).toMatchObject({ status: 'vocals_detected', has_vocal: true });
  });

  it('reaches invalid_upload for an undecodable file and one outside the length limits', async () => {
    const bad = await uploadAudio(server, 'pro', Uint8Array.from([1, 2, 3, 4]), 'noise.mp3');
    const short = await uploadAudio(server, 'pro', makeWav(3), 'short.wav');
    await server.advance(MOCK_UPLOAD_PROCESSING_MS);
    expect((await status(bad)).status).toBe('invalid_upload');
    expect(await status(short)).toMatchObject({
      status: 'invalid_upload',
      error_message: 'Audio must be between 6 and 480 seconds long.',
    });
    expect(
      (await server.call('initializeUploadClip', { params: { upload_id: short }, body: {} }))
        .status,
    ).toBe(400);
  });

  it("answers 424 'Copyright infringement detected' at finish", async () => {
    const params = await server.call('createAudioUpload', { body: { extension: 'wav' } });
    await sendFile(server, params.body.url, params.body.fields, makeWav(30), 'x.wav');
    const res = await server.call('finishAudioUpload', {
      params: { upload_id: params.body.id },
      body: { upload_type: 'file_upload', upload_filename: 'The Beatles - Help.wav' },
    });
    expect(res.status).toBe(424);
    expect(res.body.detail).toContain('Copyright infringement detected');
  });

  it('needs a paid plan (403) and an audio extension (400)', async () => {
    expect(
      (await server.call('createAudioUpload', { as: 'free', body: { extension: 'wav' } })).status,
    ).toBe(403);
    expect((await server.call('createAudioUpload', { body: { extension: 'exe' } })).status).toBe(
      400,
    );
    expect(
      (await server.call('createAudioUpload', { as: null, body: { extension: 'wav' } })).status,
    ).toBe(401);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/uploads/audio/', status: 402 },
    });
    expect((await server.call('createAudioUpload', { body: { extension: 'wav' } })).status).toBe(
      402,
    );
  });

  it('the direct target checks the signature (400), the upload id (404) and the size', async () => {
    const params = await server.call('createAudioUpload', { body: { extension: 'wav' } });
    expect(
      (
        await sendFile(
          server,
          params.body.url,
          { ...params.body.fields, signature: 'forged' },
          makeWav(10),
          'a.wav',
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await sendFile(
          server,
          params.body.url.replace(params.body.id, 'nope'),
          params.body.fields,
          makeWav(10),
          'a.wav',
        )
      ).status,
    ).toBe(404);
  });

  it('keeps uploads private (404), and answers 400, 401 on the status and finish calls', async () => {
    const id = await uploadAudio(server, 'pro', makeWav(20), 'mine.wav');
    expect(
      (await server.call('getAudioUpload', { as: 'premier', params: { upload_id: id } })).status,
    ).toBe(404);
    expect(
      (await server.call('getAudioUpload', { as: null, params: { upload_id: id } })).status,
    ).toBe(401);
    expect(
      (await server.call('finishAudioUpload', { params: { upload_id: id }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('finishAudioUpload', {
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'x.wav' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('finishAudioUpload', {
          as: null,
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'x.wav' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('finishAudioUpload', {
          as: 'premier',
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'x.wav' },
        })
      ).status,
    ).toBe(404);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/uploads/audio/{upload_id}/', status: 403 },
    });
    expect((await server.call('getAudioUpload', { params: { upload_id: id } })).status).toBe(403);
  });

  it('initialises a stem-mix clip made from another clip', async () => {
    const id = await uploadAudio(server, 'pro', makeWav(40), 'mix.wav');
    await server.advance(MOCK_UPLOAD_PROCESSING_MS);
    const neon = clipByTitle(server, 'Midnight Line');
    const res = await server.call('initializeStemMixClip', {
      params: { upload_id: id },
      body: { stem_remix_of_clip_id: neon, combined_from_clip_ids: [neon] },
    });
    expect(server.ctx.repos.clips.get(res.body.clip_id)!.parent_id).toBe(neon);
    expect(
      (await server.call('initializeStemMixClip', { params: { upload_id: id }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('initializeStemMixClip', {
          params: { upload_id: id },
          body: { stem_remix_of_clip_id: 'nope', combined_from_clip_ids: [] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('initializeStemMixClip', {
          as: null,
          params: { upload_id: id },
          body: { stem_remix_of_clip_id: neon, combined_from_clip_ids: [] },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('initializeUploadClip', {
          as: 'premier',
          params: { upload_id: id },
          body: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('initializeUploadClip', { as: null, params: { upload_id: id }, body: {} }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.call('initializeUploadClip', {
          params: { upload_id: id },
          body: { downbeats: 'x' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('video uploads', () => {
  it('moves processing → complete with an s3_id', async () => {
    const id = await uploadVideo(server, 'pro');
    expect((await server.call('getVideoUpload', { params: { upload_id: id } })).body.status).toBe(
      'processing',
    );
    await server.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS);
    expect((await server.call('getVideoUpload', { params: { upload_id: id } })).body).toMatchObject(
      { status: 'complete', s3_id: id },
    );
  });

  it('ends in error when the video fails moderation', async () => {
    const id = await uploadVideo(server, 'pro', 'moderate-me.mp4');
    await server.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS);
    expect((await server.call('getVideoUpload', { params: { upload_id: id } })).body.status).toBe(
      'error',
    );
  });

  it('answers 400, 401, 403 and 404', async () => {
    expect((await server.call('createVideoUpload', { body: { extension: 'wav' } })).status).toBe(
      400,
    );
    expect(
      (await server.call('createVideoUpload', { as: null, body: { extension: 'mp4' } })).status,
    ).toBe(401);
    await server.call('devSetSupportLock', { as: null, body: { handle: 'premier', locked: true } });
    expect(
      (await server.call('createVideoUpload', { as: 'premier', body: { extension: 'mp4' } }))
        .status,
    ).toBe(403);
    const id = await uploadVideo(server, 'pro');
    expect(
      (await server.call('getVideoUpload', { as: 'staff', params: { upload_id: id } })).status,
    ).toBe(404);
    expect(
      (await server.call('getVideoUpload', { as: null, params: { upload_id: id } })).status,
    ).toBe(401);
    expect(
      (await server.call('finishVideoUpload', { params: { upload_id: id }, body: {} })).status,
    ).toBe(400);
    expect(
      (
        await server.call('finishVideoUpload', {
          as: null,
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'a' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('finishVideoUpload', {
          as: 'staff',
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'a' },
        })
      ).status,
    ).toBe(404);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/uploads/video/{upload_id}/', status: 403 },
    });
    expect((await server.call('getVideoUpload', { params: { upload_id: id } })).status).toBe(403);
    await server.call('devAddFault', {
      as: null,
      body: { method: 'POST', path: '/api/uploads/video/{upload_id}/upload-finish/', status: 403 },
    });
    expect(
      (
        await server.call('finishVideoUpload', {
          params: { upload_id: id },
          body: { upload_type: 'file_upload', upload_filename: 'a' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('image uploads (extension: the Song Details cover, for image_s3_id)', () => {
  it('stores a real PNG and answers its s3 id and URL, served as image/png', async () => {
    const png = makePng(3, 2);
    const { id, finished } = await uploadImage(server, 'pro', png, 'cover.png');
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({
      s3_id: id,
      image_url: `${server.ctx.options.publicUrl}/media/uploads/${id}`,
    });
    const file = await request(server.app).get(`/media/uploads/${id}`);
    expect(file.headers['content-type']).toContain('image/png');
    expect(Buffer.from(file.body as Buffer).equals(Buffer.from(png))).toBe(true);
  });

  it("set_metadata's image_s3_id takes the uploaded image as the song's cover", async () => {
    const clipId = makeClip(server, 'pro');
    const { id } = await uploadImage(server, 'pro', makeBmp(4, 3), 'cover.bmp');
    const saved = await server.call('setMetadata', {
      params: { gen_id: clipId },
      body: { image_s3_id: id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.clip.image_url).toBe(`${server.ctx.options.publicUrl}/media/uploads/${id}`);
  });

  it.each(['jpeg', 'jpg', 'png', 'webp', 'bmp', '.PNG'])(
    'accepts the photo extension %s',
    async (ext) => {
      expect((await server.call('createImageUpload', { body: { extension: ext } })).status).toBe(
        200,
      );
    },
  );

  it.each(['gif', 'svg', 'mp4', ''])(
    "refuses the extension '%s' with 400 'Please upload a jpeg, jpg, png, webp or bmp image.'",
    async (ext) => {
      const res = await server.call('createImageUpload', { body: { extension: ext } });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Please upload a jpeg, jpg, png, webp or bmp image.');
    },
  );

  it('reads JPEG and WebP headers', async () => {
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9,
    ]);
    const webp = new Uint8Array([
      ...Buffer.from('RIFF'),
      ...[12, 0, 0, 0],
      ...Buffer.from('WEBPVP8L'),
      ...[0, 0, 0, 0],
    ]);
    expect((await uploadImage(server, 'pro', jpeg, 'a.jpg')).finished.status).toBe(200);
    expect((await uploadImage(server, 'pro', jpeg, 'a.jpeg')).finished.status).toBe(200);
    expect((await uploadImage(server, 'pro', webp, 'a.webp')).finished.status).toBe(200);
  });

  it.each([
    ['PNG bytes named .jpg', makePng(), 'cover.jpg', 'The file is not a JPEG image.'],
    [
      'text named .png',
      new TextEncoder().encode('not an image at all'),
      'a.png',
      'The file is not a PNG image.',
    ],
    [
      'a PNG cut after its signature',
      makePng().subarray(0, 10),
      'a.png',
      'The file is not a PNG image.',
    ],
    [
      'a JPEG without its end',
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      'a.jpg',
      'The file is not a JPEG image.',
    ],
    ['a BMP of width 0', makeBmp(0, 2), 'a.bmp', 'The file is not a BMP image.'],
    ['a WAV named .webp', makeWav(1), 'a.webp', 'The file is not a WEBP image.'],
  ])('refuses %s at finish with 400', async (_name, bytes, filename, detail) => {
    const { finished } = await uploadImage(server, 'pro', bytes, filename);
    expect(finished.status).toBe(400);
    expect(finished.body.detail).toBe(detail);
  });

  it("finishes only the uploader's own sent, unfinished image upload (404, 400, 401)", async () => {
    const params = await server.call('createImageUpload', { body: { extension: 'png' } });
    const id = params.body.id as string;
    const finish = (as: 'pro' | 'premier' | null) =>
      server.call('finishImageUpload', {
        as,
        params: { upload_id: id },
        body: { upload_filename: 'cover.png' },
      });
    expect((await finish('pro')).body.detail).toBe('Upload the file before finishing.');
    await sendFile(server, params.body.url, params.body.fields, makePng(), 'cover.png');
    expect((await finish('premier')).status).toBe(404);
    expect((await finish(null)).status).toBe(401);
    expect((await finish('pro')).status).toBe(200);
    expect((await finish('pro')).body.detail).toBe('This upload is already finished.');
    const audio = await uploadAudio(server, 'pro', makeWav(10), 'song.wav');
    expect(
      (
        await server.call('finishImageUpload', {
          params: { upload_id: audio },
          body: { upload_filename: 'song.wav' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('createImageUpload', { as: null, body: { extension: 'png' } })).status,
    ).toBe(401);
  });
});
