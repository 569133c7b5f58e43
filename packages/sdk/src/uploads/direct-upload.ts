/**
 * The direct upload of a file to the target the upload-parameters call returned (2-studio §4
 * "The client asks for upload parameters and uploads directly"): a multipart POST of every
 * member of `fields`, then `file`, to `url`. The uploader is injected, so a browser adapter can
 * report byte progress (XMLHttpRequest upload events) while the default uses fetch.
 */
import { abortReason, ApiError, detailOf, toApiError } from '@cadenza/sdk';

/** Where and with which form fields the file goes (the UploadParameters of the contract). */
export interface DirectUploadTarget {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface DirectUploadRequest extends DirectUploadTarget {
  readonly file: Blob;
  readonly filename: string;
  readonly signal: AbortSignal;
  /** Bytes sent so far of `total`. */
  readonly onProgress: (loaded: number, total: number) => void;
}

/** Sends the file; resolves when the target stored it, rejects with an ApiError otherwise. */
export type DirectUploader = (request: DirectUploadRequest) => Promise<void>;

/** The multipart body: every field first, then the file (the target reads them in order). */
export function directUploadForm(
  request: Omit<DirectUploadRequest, 'signal' | 'onProgress'>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  form.append('file', request.file, request.filename);
  return form;
}

/**
 * The fetch uploader: no byte progress while sending (fetch has none), so it reports 0 of the
 * size at the start and the size when the target answered. No token is sent: the target is
 * authorised by its signed fields.
 */
export function createFetchUploader(
  fetchFn: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): DirectUploader {
  return async (request) => {
    const total = request.file.size;
    if (request.signal.aborted)
      throw new ApiError({ kind: 'aborted', detail: abortReason(request.signal).message });
    request.onProgress(0, total);
    let response: Response;
    try {
      response = await fetchFn(request.url, {
        method: 'POST',
        body: directUploadForm(request),
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal.aborted)
        throw new ApiError({
          kind: 'aborted',
          detail: abortReason(request.signal).message,
          cause: error,
        });
      throw toApiError(error);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let body: unknown = text;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // A plain-text error body (an object store's XML, say) stays text.
      }
      const detail = detailOf(body);
      throw new ApiError({
        kind: 'http',
        status: response.status,
        ...(detail !== undefined ? { detail } : {}),
        ...(body !== undefined ? { body } : {}),
      });
    }
    await response.body?.cancel().catch(() => undefined);
    request.onProgress(total, total);
  };
}
