// Integration against the real mock server (createApp in process, ':memory:', fake clock): the
// Song Details cover uploads end to end. A real PNG goes through the image upload extension and
// set_metadata's image_s3_id; a file that is not the image it claims is refused at finish; a
// video cover goes through the video upload and set_metadata's video_cover_upload_id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_VIDEO_UPLOAD_PROCESSING_MS, type ApiClient } from '@cadenza/sdk';
import { createFetchUploader, uploadImageFile, uploadVideoFile } from '@cadenza/sdk/store';
import { makePng } from '../../mock-server/test/fake-images';
import { startMockServer, type LiveServer } from './support/mock-server';

let server: LiveServer;
let client: ApiClient;
let clipId: string;

beforeEach(async () => {
  server = await startMockServer();
  client = await server.client('pro');
  const library = await client.call('getFeedV2', { query: {} });
  clipId = library.clips[0]?.id ?? '';
});
afterEach(async () => {
  await server.close();
});

const bytes = (data: Uint8Array, type: string) =>
  new Blob([data as Uint8Array<ArrayBuffer>], { type });

const uploadImage = (file: Blob, filename: string) =>
  uploadImageFile({ file, filename }, { client, uploader: createFetchUploader(server.fetch) });

describe('cover image upload against the mock server (extension: POST /api/uploads/image/)', () => {
  it("uploads a real PNG whose s3 id becomes the song's cover through set_metadata", async () => {
    const result = await uploadImage(bytes(makePng(4, 4), 'image/png'), 'cover.png');
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.imageUrl).toBe(`${server.baseUrl}/media/uploads/${result.s3Id}`);
    expect(server.requests.map((r) => r.path).slice(-3)).toEqual([
      '/api/uploads/image/',
      `/api/uploads/direct/${result.uploadId}`,
      `/api/uploads/image/${result.uploadId}/upload-finish/`,
    ]);
    const saved = await client.call('setMetadata', {
      path: { gen_id: clipId },
      body: { image_s3_id: result.s3Id },
    });
    expect(saved.clip?.image_url).toBe(result.imageUrl);
    const served = await server.fetch(result.imageUrl);
    expect(served.headers.get('content-type')).toContain('image/png');
  });

  it("a file that is not the image it is named as fails at finish: 'Upload finish failed'", async () => {
    const result = await uploadImage(bytes(new TextEncoder().encode('hello'), ''), 'cover.png');
    expect(result).toMatchObject({
      ok: false,
      step: 'finish',
      reason: 'failed',
      message: 'Upload finish failed',
      error: { status: 400, detail: 'The file is not a PNG image.' },
    });
  });
});

describe('video cover upload against the mock server', () => {
  it("uploads a video cover whose upload id becomes the song's video cover through set_metadata", async () => {
    const running = uploadVideoFile(
      {
        file: bytes(Uint8Array.from([0, 0, 0, 24, 102, 116, 121, 112]), 'video/mp4'),
        filename: 'cover.mp4',
        forHook: false,
        isVideoCover: true,
        clipId,
      },
      { client, clock: server.clock, uploader: createFetchUploader(server.fetch) },
    );
    await server.clock.advance(MOCK_VIDEO_UPLOAD_PROCESSING_MS + 2000);
    const result = await running;
    expect(result).toMatchObject({ ok: true, video: { status: 'complete' } });
    if (!result.ok) return;
    const saved = await client.call('setMetadata', {
      path: { gen_id: clipId },
      body: { video_cover_upload_id: result.uploadId },
    });
    expect(saved.clip?.video_cover_url).toBe(`${server.baseUrl}/media/uploads/${result.uploadId}`);
  });
});
