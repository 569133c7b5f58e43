// Issue 32 item 2: uploads are never served as active content. HTML, JavaScript and SVG sent
// under every upload kind, each typed as itself in its multipart part, are never served as such:
// nothing before finish validated it, then only a type derived from validated content, with
// Content-Disposition, nosniff and a sandboxing CSP.
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVABLE_UPLOAD_TYPES } from '../media/upload-content';
import { createTestServer, type TestServer } from '../../test/harness';
import { makePng } from '../../test/fake-images';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const ACTIVE = [
  {
    name: 'HTML',
    type: 'text/html',
    bytes: '<html><script src="/media/uploads/x"></script></html>',
  },
  { name: 'JavaScript', type: 'text/javascript', bytes: 'fetch("/api/session").then(alert)' },
  {
    name: 'SVG',
    type: 'image/svg+xml',
    bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  },
] as const;

const KINDS = [
  { kind: 'audio', create: 'createAudioUpload', finish: 'finishAudioUpload', ext: 'mp3' },
  { kind: 'video', create: 'createVideoUpload', finish: 'finishVideoUpload', ext: 'mp4' },
  {
    kind: 'video cover image',
    create: 'createVideoUpload',
    finish: 'finishVideoUpload',
    ext: 'png',
  },
  { kind: 'image', create: 'createImageUpload', finish: 'finishImageUpload', ext: 'png' },
] as const;

const finishBody = (filename: string) => ({
  upload_type: 'file_upload',
  upload_filename: filename,
  video_upload_type: 'hook',
});

async function send(
  kind: (typeof KINDS)[number],
  bytes: Buffer,
  partType: string,
): Promise<string> {
  const params = await server.call(kind.create, { body: { extension: kind.ext } });
  let req = request(server.app).post(new URL(params.body.url as string).pathname);
  for (const [name, value] of Object.entries(params.body.fields as Record<string, string>))
    req = req.field(name, value);
  const sent = await req.attach('file', bytes, {
    filename: `x.${kind.ext}`,
    contentType: partType,
  });
  expect(sent.status).toBe(204);
  return params.body.id as string;
}

describe('uploads are never served as active content (issue 32 item 2)', () => {
  for (const kind of KINDS)
    for (const active of ACTIVE)
      it(`${active.name} sent as a ${kind.kind} upload is never served as ${active.type}`, async () => {
        const id = await send(kind, Buffer.from(active.bytes), active.type);
        const before = await request(server.app).get(`/media/uploads/${id}`);
        expect(before.status).toBe(404);
        const finished = await server.call(kind.finish, {
          params: { upload_id: id },
          body: finishBody(`x.${kind.ext}`),
        });
        await server.advance(60_000);
        const after = await request(server.app).get(`/media/uploads/${id}`);
        const type = String(after.headers['content-type'] ?? '');
        expect(type).not.toMatch(/html|javascript|svg|xml/);
        if (after.status === 200) {
          expect(finished.status).toBe(200);
          expect(SERVABLE_UPLOAD_TYPES.has(type.split(';')[0]!)).toBe(true);
          expect(after.headers['x-content-type-options']).toBe('nosniff');
          expect(after.headers['content-disposition']).toMatch(/^inline; filename="/);
          expect(after.headers['content-security-policy']).toContain('sandbox');
        } else expect(after.status).toBe(404);
      });

  it('serves a real PNG sent with the part type text/html as image/png, sandboxed', async () => {
    const id = await send(KINDS[3], Buffer.from(makePng()), 'text/html');
    await server.call('finishImageUpload', {
      params: { upload_id: id },
      body: finishBody('x.png'),
    });
    const res = await request(server.app).get(`/media/uploads/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; media-src 'self'; sandbox",
    );
  });

  it('answers 400 to finishing a video upload whose bytes are not that video', async () => {
    const id = await send(KINDS[1], Buffer.from(ACTIVE[0].bytes), 'video/mp4');
    const res = await server.call('finishVideoUpload', {
      params: { upload_id: id },
      body: finishBody('x.mp4'),
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The file is not a MP4 video.');
  });
});
