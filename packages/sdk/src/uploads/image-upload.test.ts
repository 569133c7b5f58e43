import { describe, expect, it } from 'vitest';
import { ApiError } from '@cadenza/sdk';
import { setupSdk, TEST_BASE_URL, withMswServer, type TestSetup } from '../testing/test-kit';
import type { DirectUploader } from './direct-upload';
import { uploadImageFile, type ImageUploadInput } from './image-upload';
import type { UploadProgress } from './upload-result';
import { answerWith, itCancels, refusedAt, runToEnd } from './upload-test-kit';

const server = withMswServer();

const photo = (type = 'image/png', size = 64) => new Blob([new Uint8Array(size)], { type });

function start(
  t: TestSetup,
  input: Partial<ImageUploadInput> = {},
  more: { signal?: AbortSignal; uploader?: DirectUploader } = {},
) {
  const progress: UploadProgress[] = [];
  const result = uploadImageFile(
    { file: photo(), filename: 'cover.png', ...input },
    { client: t.client, onProgress: (p) => progress.push(p), ...more },
  );
  return { result, progress };
}

const bodiesOf = (match: string) => {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes(match)) bodies.push(await request.clone().json());
  });
  return bodies;
};

describe('photo upload of a song cover: parameters, direct upload, finish with the s3 id', () => {
  it('uploads the photo and answers the s3 id set_metadata takes as image_s3_id', async () => {
    const t = setupSdk(server);
    const created = bodiesOf('/api/uploads/image/');
    const { result, progress } = start(t);
    await t.clock.runAll();
    server.events.removeAllListeners();
    const outcome = await result;
    expect(outcome).toEqual({
      ok: true,
      uploadId: 'image-upload-1',
      s3Id: 'image-upload-1',
      imageUrl: `${TEST_BASE_URL}/media/uploads/image-upload-1`,
    });
    expect(created).toEqual([{ extension: 'png' }, { upload_filename: 'cover.png' }]);
    expect(t.state.requests.map((r) => r.id)).toEqual([
      'createImageUpload',
      'uploadDirect',
      'finishImageUpload',
    ]);
    expect([...new Set(progress.map((p) => p.status))]).toEqual(['uploading', 'complete']);
    expect(progress.at(-1)).toMatchObject({ step: 'complete', percent: 100, loadedBytes: 64 });
  });

  it.each([
    ['a.jpeg', 'image/jpeg'],
    ['b.JPG', 'image/jpeg'],
    ['c.webp', 'image/webp'],
    ['d.bmp', 'image/bmp'],
    ['e.png', ''],
  ])('takes the photo %s (%s)', async (filename, type) => {
    const t = setupSdk(server);
    const { result } = start(t, { filename, file: photo(type) });
    await t.clock.runAll();
    expect((await result).ok).toBe(true);
  });

  it.each([
    ['a song', 'song.mp3', 'audio/mpeg'],
    ['a GIF', 'anim.gif', 'image/gif'],
    ['a video named as a photo', 'cover.png', 'video/mp4'],
    ['a photo named without a photo extension', 'cover', 'image/png'],
  ])('refuses %s before any call, with no message', async (_name, filename, type) => {
    const t = setupSdk(server);
    expect(await start(t, { filename, file: photo(type) }).result).toEqual({
      ok: false,
      step: 'validate',
      reason: 'invalid',
      code: 'not_a_photo',
      message: '',
    });
    expect(t.state.requests).toEqual([]);
  });

  it.each([
    ['createImageUpload', 'params', 'Failed to fetch upload parameters'],
    ['uploadDirect', 'upload', 'Upload failed'],
    ['finishImageUpload', 'finish', 'Upload finish failed'],
  ] as const)(
    'a failed %s call ends at %s with %s (the audio upload words)',
    async (id, step, message) => {
      const t = setupSdk(server);
      answerWith(server, t, id, 400);
      expect(await runToEnd(t, start(t).result)).toMatchObject(
        refusedAt(step, message, { durationMs: 4000, closable: true }),
      );
    },
  );

  it('a lost connection while sending keeps the network error', async () => {
    const t = setupSdk(server);
    const uploader: DirectUploader = () =>
      Promise.reject(new ApiError({ kind: 'network', detail: 'Failed to fetch' }));
    const { result } = start(t, {}, { uploader });
    await t.clock.runAll();
    expect(await result).toMatchObject({
      ok: false,
      step: 'upload',
      uploadId: 'image-upload-1',
      error: { kind: 'network' },
    });
  });

  itCancels(
    server,
    () => setupSdk(server),
    (t, signal) => start(t, {}, { signal }).result,
    [
      ['createImageUpload', 'params'],
      ['finishImageUpload', 'finish'],
    ],
  );
});

describe('the MSW image upload handlers', () => {
  it('finish an image upload once, after its file was sent', async () => {
    const t = setupSdk(server);
    const { id } = await t.client.call('createImageUpload', { body: { extension: 'png' } });
    const finish = () =>
      t.client.call('finishImageUpload', {
        path: { upload_id: id },
        body: { upload_filename: 'cover.png' },
      });
    await expect(finish()).rejects.toMatchObject({
      status: 400,
      detail: 'Upload the file before finishing.',
    });
    const { result } = start(t);
    await t.clock.runAll();
    const done = await result;
    if (!done.ok) throw new Error('upload failed');
    await expect(
      t.client.call('finishImageUpload', {
        path: { upload_id: done.uploadId },
        body: { upload_filename: 'cover.png' },
      }),
    ).rejects.toMatchObject({ status: 400, detail: 'This upload is already finished.' });
  });
});
