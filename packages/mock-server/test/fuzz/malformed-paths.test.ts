// Issue 32 items 6 and 7 (item 5 of the build): every malformed request answers 4xx { detail }.
// Each path parameter of every operation is replaced, unencoded, by malformed percent-encodings
// and odd characters; every media key is tried with MACs of multibyte characters. No answer is
// a 5xx, and every error body carries a detail.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { createTestServer, type TestServer } from '../harness';

/** Raw path segments, sent as they are (never re-encoded). */
const MALFORMED_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '%ED%A0%80',
  `${'%E2%82%AC'.repeat(300)}`,
];

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.token('pro');
});
afterAll(() => server.close());

const withParams = (id: OperationId): boolean =>
  (operations[id].pathParams as readonly string[]).length > 0;

async function expect4xx(method: string, url: string): Promise<number> {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  const res = await request(server.app)[verb](url).set('Authorization', `Bearer ${token}`);
  expect(
    res.status,
    `${method} ${url.slice(0, 120)} -> ${res.status} ${res.text.slice(0, 200)}`,
  ).toBeLessThan(500);
  if (res.status >= 400) expect(typeof res.body.detail, `${method} ${url}`).toBe('string');
  return res.status;
}

describe('malformed paths on every route (issue 32 items 6 and 7)', () => {
  it('answers 4xx { detail } to a malformed percent-encoding in any path parameter', async () => {
    const ids = (Object.keys(operations) as OperationId[]).filter(withParams);
    let sent = 0;
    let badRequests = 0;
    for (const id of ids) {
      const op = operations[id];
      for (const segment of MALFORMED_SEGMENTS) {
        const url = op.path.replace(/\{[^}]+\}/g, segment);
        const status = await expect4xx(op.method, url);
        sent += 1;
        if (status === 400) badRequests += 1;
      }
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(badRequests).toBeGreaterThan(ids.length);
    console.info(`malformed paths: ${sent} requests over ${ids.length} routes, ${badRequests} 400`);
  }, 120_000);

  it('answers 400 "Malformed percent-encoding in the path." to GET /api/clip/%E0%A4%A', async () => {
    const res = await request(server.app).get('/api/clip/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed percent-encoding in the path.' });
  });

  it('answers 4xx to media keys whose MAC has multibyte or odd characters', async () => {
    const clip = server.ctx.repos.clips
      .all()
      .find((c) => !c.is_public && c.status === 'complete' && !c.is_trashed)!.id;
    const expiry = (Date.now() + 86_400_000).toString(36);
    const macs = ['é'.repeat(32), '🎵'.repeat(16) + 'a'.repeat(16), 'Ä'.repeat(32), 'g'.repeat(32)];
    const media = (Object.keys(operations) as OperationId[]).filter(
      (id) => operations[id].path.startsWith('/media/') && withParams(id),
    );
    let sent = 0;
    for (const id of media)
      for (const mac of macs) {
        const path = operations[id].path.replace(/\{[^}]+\}/g, clip);
        const res = await request(server.app).get(
          `${path}?key=${encodeURIComponent(`${expiry}.${mac}`)}`,
        );
        expect(res.status, `${path} key ${mac}`).toBeLessThan(500);
        sent += 1;
      }
    expect(sent).toBeGreaterThan(0);
  });
});
