import { describe, expect, it } from 'vitest';
import { ApiError } from '@cadenza/sdk';
import { createFetchUploader, directUploadForm } from './direct-upload';

const request = (signal: AbortSignal = new AbortController().signal) => {
  const progress: number[] = [];
  return {
    progress,
    request: {
      url: 'https://uploads.test/target',
      fields: { key: 'k1', signature: 's1' },
      file: new Blob([new Uint8Array(10)], { type: 'audio/wav' }),
      filename: 'beat.wav',
      signal,
      onProgress: (loaded: number) => progress.push(loaded),
    },
  };
};

describe('direct upload: every field, then the file, posted to the returned url', () => {
  it('builds the multipart body with the fields first and the file last', () => {
    const form = directUploadForm(request().request);
    expect([...form.keys()]).toEqual(['key', 'signature', 'file']);
    expect((form.get('file') as File).name).toBe('beat.wav');
  });

  it('posts without a token and reports 0 then all bytes', async () => {
    const { request: r, progress } = request();
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const upload = createFetchUploader(async (url, init) => {
      sent.push({ url: String(url), init });
      return new Response(null, { status: 204 });
    });
    await upload(r);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://uploads.test/target');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.headers).toBeUndefined();
    expect(progress).toEqual([0, 10]);
  });

  it.each([
    [JSON.stringify({ detail: 'Bad upload signature.' }), 'Bad upload signature.'],
    ['<Error>EntityTooLarge</Error>', '<Error>EntityTooLarge</Error>'],
    ['', undefined],
  ])('a refusal is an http ApiError with the detail (%s)', async (body, detail) => {
    const upload = createFetchUploader(async () => new Response(body, { status: 400 }));
    const error = await upload(request().request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect((error as ApiError).detail).toBe(detail);
  });

  it('a network failure is a network ApiError; an abort is an aborted ApiError', async () => {
    const failing = createFetchUploader(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(failing(request().request)).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const hanging = createFetchUploader(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = hanging(request(controller.signal).request);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    await expect(hanging(request(AbortSignal.abort()).request)).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
