// Static hosting of the reference app: files with their content type and caching, index.html for
// client-side routes, and the API and media routes untouched.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, checkStaticDir } from './static';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let dir: string;
let server: TestServer;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cadenza-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.css'), 'body{}');
  writeFileSync(path.join(dir, 'assets', 'decoder-77aa.wasm'), Buffer.from([0, 97, 115, 109]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => server.close());

describe('staticDir: serving the built reference app', () => {
  it.each([
    ['/assets/index-3f9a1c.js', /^text\/javascript/, IMMUTABLE_CACHE],
    ['/assets/index-3f9a1c.css', /^text\/css/, IMMUTABLE_CACHE],
    ['/assets/decoder-77aa.wasm', /^application\/wasm/, IMMUTABLE_CACHE],
    ['/favicon.svg', /^image\/svg\+xml/, REVALIDATE_CACHE],
    ['/manifest.webmanifest', /^application\/manifest\+json/, REVALIDATE_CACHE],
    ['/', /^text\/html/, REVALIDATE_CACHE],
    ['/index.html', /^text\/html/, REVALIDATE_CACHE],
  ])('serves %s with its content type and caching', async (url, type, cache) => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const res = await request(server.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(cache);
  });

  it('answers /favicon.ico with the app’s SVG icon when the build has no .ico', async () => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const res = await request(server.app).get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(String(res.body)).toContain('<svg');
  });

  it.each(['/create', '/song/abc-123', '/library/liked/', '/studio/p1/track/2'])(
    'answers the client-side route %s with index.html (SPA fallback)',
    async (url) => {
      server = await createTestServer({ seed: false, staticDir: dir });
      const res = await request(server.app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(res.text).toBe(INDEX);
    },
  );

  it('answers HEAD on a client-side route like GET, without a body', async () => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const res = await request(server.app).head('/explore');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/assets/missing-1234.js', '/robots.txt'])(
    'answers a missing file %s with 404 {detail}, not index.html',
    async (url) => {
      server = await createTestServer({ seed: false, staticDir: dir });
      const res = await request(server.app).get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    },
  );

  it.each(['/api/nowhere', '/api', '/media/audio/no-such-clip', '/media/nothing/here'])(
    'leaves %s to the API: 404 {detail}, never index.html',
    async (url) => {
      server = await createTestServer({ seed: false, staticDir: dir });
      const res = await request(server.app).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('does not answer non-GET requests with index.html', async () => {
    server = await createTestServer({ seed: false, staticDir: dir });
    const res = await request(server.app).post('/create').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('still serves the API and media routes', async () => {
    server = await createTestServer({ staticDir: dir });
    const session = await request(server.app).get('/api/session');
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    const audio = await request(server.app).get(
      `/media/audio/${clipByTitle(server, 'Midnight Line')}`,
    );
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toMatch(/^audio\//);
  });

  it('refuses a directory without index.html with a clear error', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cadenza-empty-'));
    try {
      expect(() => checkStaticDir(empty)).toThrow(/has no index\.html \(build the app first\)/);
      expect(() => checkStaticDir(path.join(empty, 'nope'))).toThrow(/does not exist/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
