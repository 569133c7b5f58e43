import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_SHARE_ASSET_RENDER_MS } from '@cadenza/sdk';
import { clipByTitle, createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let neon: string;
beforeEach(async () => {
  server = await createTestServer();
  neon = clipByTitle(server, 'Midnight Line');
});
afterEach(() => server.close());

describe('share assets and links', () => {
  it('renders a share asset (staff may on others’ clips)', async () => {
    const created = await server.call('createShareAsset', {
      as: 'staff',
      params: { gen_id: neon },
    });
    expect(created.body.status).toBe('rendering');
    await server.advance(MOCK_SHARE_ASSET_RENDER_MS);
    const done = await server.call('getShareAsset', {
      as: 'staff',
      params: { gen_id: neon, asset_id: created.body.asset_id },
    });
    expect(done.body).toMatchObject({ status: 'complete', render_status: 'complete' });
    const image = await request(server.app).get(new URL(done.body.image_url).pathname);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('share assets answer 401, 403 and 404', async () => {
    expect(
      (await server.call('createShareAsset', { as: 'premier', params: { gen_id: neon } })).status,
    ).toBe(403);
    expect(
      (await server.call('createShareAsset', { as: null, params: { gen_id: neon } })).status,
    ).toBe(401);
    expect((await server.call('createShareAsset', { params: { gen_id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (await server.call('getShareAsset', { params: { gen_id: neon, asset_id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (await server.call('getShareAsset', { as: null, params: { gen_id: neon, asset_id: 'nope' } }))
        .status,
    ).toBe(401);
  });

  it('makes one link per key and resolves its code to the product path', async () => {
    const body = { content_type: 'clip', content_id: neon, source: 'web', platform: 'copy_link' };
    const first = await server.call('createShareLink', { body });
    const again = await server.call('createShareLink', { body });
    expect(again.body.link).toBe(first.body.link);
    const other = await server.call('createShareLink', { body: { ...body, platform: 'x' } });
    expect(other.body.link).not.toBe(first.body.link);
    const code = first.body.link.split('/s/')[1];
    const resolved = await server.call('resolveShareCode', {
      as: null,
      params: { share_id: code },
    });
    expect(resolved.body).toMatchObject({
      content_type: 'clip',
      url: `/song/${neon}`,
      shared_by: { handle: 'pro' },
    });
    const profile = await server.call('createShareLink', {
      body: { ...body, content_type: 'profile', content_id: 'premier' },
    });
    expect(profile.status).toBe(200);
  });

  it('share links answer 400, 401 and 404', async () => {
    expect((await server.call('createShareLink', { body: { content_type: 'song' } })).status).toBe(
      400,
    );
    expect(
      (
        await server.call('createShareLink', {
          as: null,
          body: { content_type: 'clip', content_id: neon, source: 'web', platform: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('createShareLink', {
          body: { content_type: 'clip', content_id: 'nope', source: 'web', platform: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await server.call('resolveShareCode', { params: { share_id: 'nope' } })).status).toBe(
      404,
    );
  });
});
