// Issue 23 item 4: hostile input to the media, static and upload routes. Path traversal and odd
// names answer 4xx { detail } (or the app's index.html), never a file outside the served folders
// and never 500; bodies over their limit are refused with 413 before the rest is read.
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { readMultipart } from '../media/multipart';
import { errorHandler } from './errors';

const SECRET = 'outside-the-served-folder';
let root: string;
let server: TestServer | undefined;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cadenza-hostile-'));
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  const app = path.join(root, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HOSTILE_PATHS = [
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/..%5csecret.txt',
  '/.env',
  '/%00',
  '/media/audio/..%2f..%2fsecret.txt',
  '/media/audio/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/media/image/..%2fsecret.txt',
  '/media/video/%00.mp4',
  '/media/stems/x/..%2f..%2f..%2fsecret.txt',
  '/media/share-asset/..%2f..%2fsecret.txt',
  '/media/uploads/..%2f..%2fsecret.txt',
  `/media/audio/${'a'.repeat(4000)}.mp3`,
  '/media/audio/%F0%9F%8E%B5%E2%80%AE.mp3',
  '/api/uploads/direct/..%2f..%2fsecret.txt',
  '/api/clip/..%2f..%2fsecret.txt',
];

describe('path traversal and odd names', () => {
  it.each(
    HOSTILE_PATHS.map((url) => [
      url.length > 80 ? `${url.slice(0, 40)}… (${url.length} chars)` : url,
      url,
    ]),
  )('GET %s: no file from outside, no 500', async (_name, url) => {
    server = await createTestServer({ seed: false, staticDir: path.join(root, 'app') });
    const res = await request(server.app).get(url);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain(SECRET);
    if (res.status >= 400 && res.headers['content-type']?.includes('json'))
      expect(typeof res.body.detail).toBe('string');
  });

  it.each(['/api/uploads/direct/..%2f..%2fsecret.txt', '/api/uploads/direct/%00'])(
    'POST %s (the upload target) answers 4xx { detail }',
    async (url) => {
      server = await createTestServer({ seed: false });
      const res = await request(server.app)
        .post(url)
        .attach('file', Buffer.from('x'), '../../etc/passwd');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.detail).toBe('string');
    },
  );
});

/** Sends the head of a request and only `first` of its body, then waits for the answer. */
async function partialPost(
  port: number,
  pathname: string,
  headers: Record<string, string | number>,
  first: Buffer,
): Promise<{ status: number; body: string }> {
  const req = httpRequest({ port, path: pathname, method: 'POST', headers });
  req.on('error', () => undefined);
  req.write(first);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  let body = '';
  res.setEncoding('utf8');
  for await (const chunk of res) body += chunk as string;
  req.destroy();
  return { status: res.statusCode ?? 0, body };
}

describe('body and upload size limits, before the whole body is read', () => {
  it('a JSON body declaring more than 10 MB is refused with 413 { detail } after 1 KB', async () => {
    server = await createTestServer({ seed: false });
    const http = server.app.listen(0);
    try {
      const { port } = http.address() as AddressInfo;
      const answer = await partialPost(
        port,
        '/api/auth/dev-login',
        { 'content-type': 'application/json', 'content-length': 20 * 1024 * 1024 },
        Buffer.alloc(1024, 0x20),
      );
      expect(answer.status).toBe(413);
      expect(typeof (JSON.parse(answer.body) as { detail: unknown }).detail).toBe('string');
    } finally {
      http.closeAllConnections();
      await new Promise((done) => http.close(done));
    }
  });

  /** Posts the start of an upload to a route that reads multipart uploads of at most 1 KiB. */
  async function uploadStart(headers: Record<string, string | number>, first: Buffer) {
    const app = express();
    app.post('/upload', async (req, res, next) => {
      try {
        const form = await readMultipart(req, 1024);
        res.json({ size: form.file?.bytes.length ?? 0 });
      } catch (error) {
        next(error);
      }
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const http = createServer(app).listen(0);
    await once(http, 'listening');
    try {
      return await partialPost((http.address() as AddressInfo).port, '/upload', headers, first);
    } finally {
      http.closeAllConnections();
      http.close();
    }
  }

  const head = (boundary: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n` +
        'Content-Type: audio/mpeg\r\n\r\n',
    );

  it('an upload declaring more than its limit is refused with 413 before its body is read', async () => {
    const answer = await uploadStart(
      { 'content-type': 'multipart/form-data; boundary=b0', 'content-length': 10 * 1024 * 1024 },
      head('b0'),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('The file is larger than 1024 bytes.');
  });

  it('a chunked upload (no length) is refused with 413 as soon as the file passes its limit', async () => {
    const answer = await uploadStart(
      { 'content-type': 'multipart/form-data; boundary=b1', 'transfer-encoding': 'chunked' },
      Buffer.concat([head('b1'), Buffer.alloc(4096, 1)]),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('The file is larger than 1024 bytes.');
  });
});
