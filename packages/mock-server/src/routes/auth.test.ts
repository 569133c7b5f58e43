import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestAvailableModel, modelChoices, modelTier } from '@cadenza/sdk';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

describe('dev sign-in', () => {
  it('returns a bearer token for a seeded handle', async () => {
    const res = await server.call('devLogin', { as: null, body: { handle: 'premier' } });
    expect(res.body.user.handle).toBe('premier');
    const session = await server.call('getSession', { as: { token: res.body.token } });
    expect(session.body.plan).toBe('premier');
  });

  it('answers 404 for an unknown handle', async () => {
    await server
      .call('devLogin', { as: null, body: { handle: 'nobody' } })
      .then((res) => expect(res.status).toBe(404));
  });

  it('answers 400 {detail, errors} for a body that fails the schema', async () => {
    const res = await server.call('devLogin', { as: null, body: { handle: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('handle');
  });
});

describe('session', () => {
  it('answers 401 without a token', async () => {
    const res = await server.call('getSession', { as: null });
    expect(res.status).toBe(401);
  });

  it('answers 401 with an unknown token', async () => {
    const res = await server.call('getSession', { as: { token: 'nope' } });
    expect(res.status).toBe(401);
  });

  it('serves public reads to an unknown token as to a signed-out caller', async () => {
    const clip = server.ctx.repos.clips.publicComplete()[0]!.id;
    const res = await server.call('getClip', { as: { token: 'nope' }, params: { clip_id: clip } });
    expect(res.status).toBe(200);
    expect(res.body.reaction).toBeNull();
  });

  it('carries plan, credits, staff role and billing models', async () => {
    const staff = await server.call('getSession', { as: 'staff' });
    expect(staff.body.isStaff).toBe(true);
    const free = await server.call('getSession', { as: 'free' });
    expect(free.body.subscription.level).toBe('basic');
    expect(
      free.body.models.find((m: { external_key: string }) => m.external_key === 'chirp-crow')
        .can_use,
    ).toBe(false);
    expect(free.body.audioUploadLimits).toEqual({ min: 6, max: 60 });
  });

  it('names each billing model so that a picker shows each model once with a distinct label', async () => {
    const pro = await server.call('getSession', { as: 'pro' });
    const models = pro.body.models as { external_key: string; name: string }[];
    const labels = modelChoices(models).map((m) => `${m.name} · ${modelTier(m.external_key)}`);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('v5 · V5');
    expect(labels).toContain('v3.5 · V3.5');
    expect(labels.filter((label) => label === 'v3.5 · V3.5')).toHaveLength(1);
  });

  it('offers the further bird-named models to staff only, so the latest a user can use is V5', async () => {
    const keys = async (as: 'pro' | 'staff') =>
      ((await server.call('getSession', { as })).body.models as { external_key: string }[]).map(
        (m) => m.external_key,
      );
    expect(await keys('pro')).not.toContain('chirp-ibis');
    expect(await keys('staff')).toContain('chirp-ibis');
    const pro = await server.call('getSession', { as: 'pro' });
    expect(latestAvailableModel(pro.body.models)).toBe('chirp-crow');
  });
});
