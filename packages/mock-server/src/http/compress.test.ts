// Serving: JSON and static assets go out compressed (brotli when accepted, else gzip); audio,
// video and raster images, byte ranges (206) and server-sent events go out as they are.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { COMPRESSION_THRESHOLD_BYTES } from './compress';
import { IMMUTABLE_CACHE } from './static';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
let dir: string;
let server: TestServer;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cadenza-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html>${' '.repeat(2000)}</html>`);
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), SCRIPT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => server.close());

const get = (url: string, headers: Record<string, string>) => {
  let req = request(server.app).get(url);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
};

describe('response compression', () => {
  it('compresses JSON answers with brotli when the client accepts it, else with gzip', async () => {
    server = await createTestServer();
    const ids = ['Midnight Line', 'Harbor Song', 'Garden Bloom'].map((t) => clipByTitle(server, t));
    const url = `/api/feed/v2?ids=${ids.join(',')}`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // (supertest decodes the body as a browser does)
    expect(JSON.parse((br.body as Buffer).toString('utf8')).clips).toHaveLength(3);
    const gzip = await request(server.app).get(url).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.clips).toHaveLength(3);
    const plain = await request(server.app).get(url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD_BYTES} bytes uncompressed`, async () => {
    server = await createTestServer({ seed: false });
    const res = await request(server.app).get('/api/nowhere').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses static assets and keeps their immutable caching', async () => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const js = await get('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip, br' });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((js.body as Buffer).toString('utf8')).toBe(SCRIPT);
    const html = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it('answers a byte range of a static file (206) with the bytes themselves', async () => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const part = await get('/assets/index-3f9a1c.js', {
      'Accept-Encoding': 'gzip, br',
      Range: 'bytes=0-1499',
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect((part.body as Buffer).toString('utf8')).toBe(SCRIPT.slice(0, 1500));
  });

  it('does not compress audio, whole or as a byte range (206)', async () => {
    server = await createTestServer();
    const url = `/media/audio/${clipByTitle(server, 'Midnight Line')}`;
    const whole = await get(url, { 'Accept-Encoding': 'gzip, br' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^audio\//);
    expect(whole.headers['content-encoding']).toBeUndefined();
    const part = await get(url, { 'Accept-Encoding': 'gzip, br', Range: 'bytes=0-2047' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect((part.body as Buffer).length).toBe(2048);
  });

  it('does not compress raster images', async () => {
    server = await createTestServer();
    const url = `/media/image/${clipByTitle(server, 'Midnight Line')}?size=100`;
    const res = await get(url, { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('server-sent events are not compressed (the stream is not buffered)', () => {
  it('the downbeats event stream goes out unencoded', async () => {
    server = await createTestServer();
    const token = await server.token('pro');
    const sse = await request(server.app)
      .post(`/api/gen/${clipByTitle(server, 'Midnight Line')}/downbeats_streaming/v2`)
      .set('Authorization', `Bearer ${token}`)
      .set('Accept', 'text/event-stream')
      .set('Accept-Encoding', 'gzip, br');
    expect(sse.headers['content-type']).toContain('text/event-stream');
    expect(sse.headers['content-encoding']).toBeUndefined();
    expect(sse.text.startsWith('data: ')).toBe(true);
  });

  it('the realtime channel streams its first frame at once, unencoded', async () => {
    server = await createTestServer();
    const http: Server = server.app.listen(0);
    onTestFinished(() => new Promise<void>((done) => http.close(() => done())));
    const { port } = http.address() as AddressInfo;
    const token = await server.token('pro');
    const { res, first, close } = await new Promise<{
      res: IncomingMessage;
      first: string;
      close: () => void;
    }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          path: `/api/realtime?token=${token}`,
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        },
        (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) =>
            resolve({ res, first: chunk, close: () => req.destroy() }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(first).toBe(': connected\n\n');
    close();
  });
});
