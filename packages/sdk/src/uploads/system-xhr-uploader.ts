/**
 * A browser uploader with byte progress: XMLHttpRequest reports upload progress events, which
 * fetch cannot. Same contract as the fetch uploader (every field, then the file; no token;
 * failures are ApiErrors). The XMLHttpRequest constructor is injectable for tests.
 */
import { abortReason, ApiError, detailOf } from '@cadenza/sdk';
import { directUploadForm, type DirectUploader } from './direct-upload';

/** The part of XMLHttpRequest the uploader uses. */
export interface XhrLike {
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** Uses the browser's XMLHttpRequest unless one is given. */
export function createXhrUploader(
  Xhr: (new () => XhrLike) | undefined = (globalThis as { XMLHttpRequest?: new () => XhrLike })
    .XMLHttpRequest,
): DirectUploader {
  return (request) =>
    new Promise<void>((resolve, reject) => {
      const aborted = () =>
        new ApiError({ kind: 'aborted', detail: abortReason(request.signal).message });
      if (request.signal.aborted) {
        reject(aborted());
        return;
      }
      if (Xhr === undefined) {
        reject(new ApiError({ kind: 'network', detail: 'XMLHttpRequest is not available' }));
        return;
      }
      const total = request.file.size;
      const xhr = new Xhr();
      const onAbort = () => xhr.abort();
      const done = () => request.signal.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) => request.onProgress(Math.min(event.loaded, total), total);
      xhr.onload = () => {
        done();
        if (xhr.status >= 200 && xhr.status < 300) {
          request.onProgress(total, total);
          resolve();
          return;
        }
        let body: unknown = xhr.responseText || undefined;
        try {
          body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
        } catch {
          // A plain-text error body stays text.
        }
        const detail = detailOf(body);
        reject(
          new ApiError({
            kind: 'http',
            status: xhr.status,
            ...(detail !== undefined ? { detail } : {}),
            ...(body !== undefined ? { body } : {}),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError({ kind: 'network', detail: 'The upload failed' }));
      };
      xhr.onabort = () => {
        done();
        reject(aborted());
      };
      request.signal.addEventListener('abort', onAbort, { once: true });
      xhr.open('POST', request.url);
      request.onProgress(0, total);
      xhr.send(directUploadForm(request));
    });
}
