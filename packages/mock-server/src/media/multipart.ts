// Reads a multipart/form-data upload (fields, then one file) with busboy. An over-large file is
// refused with 413 before its body is read: at once when the declared Content-Length is over the
// limit (plus room for the form fields), else as soon as the file passes `maxBytes`, when reading
// stops.
import type { Request } from 'express';
import busboy from 'busboy';
import { badRequest, HttpError } from '../http/errors';

/** Room for the multipart boundaries and form fields beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${maxBytes} bytes.`);

export interface MultipartFile {
  filename: string;
  mimeType: string;
  bytes: Buffer;
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

export function readMultipart(req: Request, maxBytes: number): Promise<MultipartForm> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return Promise.reject(badRequest('Send the upload as multipart/form-data.'));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES)
    return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(badRequest('Malformed multipart body.'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    const pending: Promise<void>[] = [];
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('limit', () => {
        req.unpipe(parser);
        reject(tooLarge(maxBytes));
      });
      pending.push(
        new Promise((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('close', () => {
            file = {
              filename: info.filename || 'upload',
              mimeType: info.mimeType,
              bytes: Buffer.concat(chunks),
              truncated: (stream as unknown as { truncated?: boolean }).truncated === true,
            };
            done();
          });
        }),
      );
    });
    parser.on('error', () => reject(badRequest('Malformed multipart body.')));
    parser.on('close', () => {
      void Promise.all(pending).then(() => resolve({ fields, file }));
    });
    req.pipe(parser);
  });
}
