import { describe, expect, it } from 'vitest';
import { ApiError } from '@cadenza/sdk';
import { createXhrUploader, type XhrLike } from './system-xhr-uploader';

/** A scripted XMLHttpRequest: the test decides progress and the answer. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  sent: FormData | undefined;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(signal: AbortSignal = new AbortController().signal) {
  const progress: number[] = [];
  const done = createXhrUploader(FakeXhr)({
    url: 'https://uploads.test/t',
    fields: { key: 'k', signature: 's' },
    file: new Blob([new Uint8Array(100)]),
    filename: 'a.wav',
    signal,
    onProgress: (loaded) => progress.push(loaded),
  });
  return { done, progress, xhr: FakeXhr.last! };
}

describe('XMLHttpRequest uploader: byte progress while the file is sent', () => {
  it('posts the fields then the file and reports every progress event', async () => {
    const { done, progress, xhr } = start();
    expect(xhr.opened).toEqual(['POST', 'https://uploads.test/t']);
    expect([...xhr.sent!.keys()]).toEqual(['key', 'signature', 'file']);
    xhr.upload.onprogress?.({ loaded: 40, total: 100 });
    xhr.upload.onprogress?.({ loaded: 120, total: 120 });
    xhr.answer(204);
    await done;
    expect(progress).toEqual([0, 40, 100, 100]);
  });

  it.each([
    [JSON.stringify({ detail: 'Bad upload signature.' }), 'Bad upload signature.'],
    ['EntityTooLarge', 'EntityTooLarge'],
    ['', undefined],
  ])('a refusal is an http ApiError (%s)', async (text, detail) => {
    const { done, xhr } = start();
    xhr.answer(400, text);
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.detail).toBe(detail);
  });

  it('a network failure is a network ApiError; an abort an aborted one', async () => {
    const failing = start();
    failing.xhr.onerror?.();
    await expect(failing.done).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const cancelled = start(controller.signal);
    controller.abort();
    await expect(cancelled.done).rejects.toMatchObject({ kind: 'aborted' });
    await expect(start(AbortSignal.abort()).done).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('without XMLHttpRequest (Node) it fails with a network ApiError', async () => {
    const upload = createXhrUploader(undefined);
    await expect(
      upload({
        url: 'https://uploads.test/t',
        fields: {},
        file: new Blob(['x']),
        filename: 'a.wav',
        signal: new AbortController().signal,
        onProgress: () => undefined,
      }),
    ).rejects.toMatchObject({ kind: 'network', detail: 'XMLHttpRequest is not available' });
  });
});
