// Issue 23 item 4: CORS is restricted to the configured app origin outside dev; every response
// carries the security headers and a Content-Security-Policy (the reference app runs under it:
// apps/reference/e2e/security.e2e.ts); only the embed player may be framed by other sites.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const preflight = (origin: string) =>
  request(server!.app)
    .options('/api/session')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'GET');

describe('CORS', () => {
  it('outside dev (dev controls off) only the app origin is allowed', async () => {
    server = await createTestServer({
      seed: false,
      devControls: false,
      appUrl: 'https://app.example.com/',
    });
    const app = await preflight('https://app.example.com');
    expect(app.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await preflight('https://evil.example.net');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const get = await request(server.app)
      .get('/api/session')
      .set('Origin', 'https://evil.example.net');
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('configured origins replace the app origin', async () => {
    server = await createTestServer({
      seed: false,
      devControls: false,
      corsOrigins: ['https://studio.example.org'],
    });
    expect(
      (await preflight('https://studio.example.org')).headers['access-control-allow-origin'],
    ).toBe('https://studio.example.org');
    expect(
      (await preflight('http://localhost:5173')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('in dev (dev controls on, nothing configured) any origin is allowed', async () => {
    server = await createTestServer({ seed: false });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
  });
});

describe('security headers', () => {
  it('every answer carries nosniff, a same-origin referrer policy, no framing and the CSP', async () => {
    server = await createTestServer({ seed: false, publicUrl: 'https://media.example.com' });
    for (const path of ['/api/session', '/nowhere']) {
      const res = await request(server.app).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("media-src 'self' https://media.example.com data: blob:");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('the embed player (/embed/{id}) may be framed by any site', async () => {
    server = await createTestServer({ seed: false });
    const res = await request(server.app).get('/embed/abc');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
  });
});
