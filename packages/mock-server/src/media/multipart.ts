// Reads a multipart/form-data upload (fields, then one file) with busboy, keeping at most
// `maxBytes` + 1 bytes of the file so an over-large file is detected without buffering it all.
import type { Request } from 'express';
import busboy from 'busboy';
import { badRequest } from '../http/errors';

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
