import { afterEach, describe, expect, it } from 'vitest';
import { type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
afterEach(() => server.close());

const DEV_OPERATIONS = (Object.keys(operations) as OperationId[]).filter(
  (id) => operations[id].tag === 'dev',
);

describe('dev controls', () => {
  it('set plan, credits, flags (merged), subscription and support lock of a user', async () => {
    server = await createTestServer();
    expect(
      (await server.call('devSetPlan', { as: null, body: { handle: 'free', plan: 'pro' } })).body
        .plan,
    ).toBe('pro');
    expect(
      (await server.call('devSetCredits', { as: null, body: { handle: 'free', credits: 7 } })).body
        .credits_left,
    ).toBe(7);
    await server.call('devSetFlags', {
      as: null,
      body: { handle: 'free', flags: { studio: true } },
    });
    expect(
      (
        await server.call('devSetFlags', {
          as: null,
          body: { handle: 'free', flags: { 'vox-persona': true } },
        })
      ).body.flags,
    ).toEqual({ studio: true, 'vox-persona': true });
    expect(
      (
        await server.call('devSetSubscription', {
          as: null,
          body: { handle: 'free', status: 'past_due' },
        })
      ).body.subscription_status,
    ).toBe('past_due');
    expect(
      (await server.call('devSetSupportLock', { as: null, body: { handle: 'free', locked: true } }))
        .body.support_locked,
    ).toBe(true);
    const session = await server.call('getSession', { as: 'free' });
    expect(session.body).toMatchObject({
      plan: 'pro',
      subscription: { status: 'past_due' },
      credits: { credits_left: 7 },
    });
  });

  it('sets elevated usage and lifecycle speed, lists and clears faults, and shows the state', async () => {
    server = await createTestServer();
    expect(
      (await server.call('devSetElevatedUsage', { as: null, body: { enabled: true } })).body
        .elevated_usage,
    ).toBe(true);
    expect(
      (await server.call('devSetLifecycleSpeed', { as: null, body: { speed: 3 } })).body
        .lifecycle_speed,
    ).toBe(3);
    const fault = await server.call('devAddFault', {
      as: null,
      body: { method: 'GET', path: '/api/session', status: 500, count: 2 },
    });
    expect((await server.call('devListFaults', { as: null })).body.faults).toEqual([
      expect.objectContaining({ id: fault.body.id, remaining: 2 }),
    ]);
    expect((await server.call('getSession', { anyStatus: true })).status).toBe(500);
    expect((await server.call('devGetState', { as: null })).body.faults[0].remaining).toBe(1);
    expect((await server.call('devClearFaults', { as: null })).body.cleared).toBe(1);
    expect((await server.call('getSession')).status).toBe(200);
    expect(
      (await server.call('devGetState', { as: null })).body.users.map(
        (u: { handle: string }) => u.handle,
      ),
    ).toEqual(['free', 'pro', 'premier', 'staff']);
  });

  it('forces a clip state', async () => {
    server = await createTestServer();
    const gen = await server.call('generate', { body: { mv: 'chirp-crow', tags: 'pop' } });
    const res = await server.call('devSetClipState', {
      as: null,
      body: { clip_id: gen.body.clips[0].id, status: 'complete' },
    });
    expect(res.body.status).toBe('complete');
    expect(res.body.metadata.duration).toBeGreaterThan(0);
  });

  it('answer 400 for bad bodies and 404 for unknown handles, clips and faults paths', async () => {
    server = await createTestServer();
    expect(
      (await server.call('devSetPlan', { as: null, body: { handle: 'free', plan: 'gold' } }))
        .status,
    ).toBe(400);
    expect(
      (await server.call('devSetPlan', { as: null, body: { handle: 'ghost', plan: 'pro' } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('devSetCredits', { as: null, body: { handle: 'ghost', credits: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('devSetCredits', { as: null, body: { handle: 'free' } })).status,
    ).toBe(400);
    expect(
      (await server.call('devSetFlags', { as: null, body: { handle: 'ghost', flags: {} } })).status,
    ).toBe(404);
    expect(
      (await server.call('devSetFlags', { as: null, body: { handle: 'free', flags: { x: 'on' } } }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.call('devSetSubscription', {
          as: null,
          body: { handle: 'ghost', status: 'active' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('devSetSubscription', {
          as: null,
          body: { handle: 'free', status: 'late' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('devSetSupportLock', {
          as: null,
          body: { handle: 'ghost', locked: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('devSetSupportLock', { as: null, body: { handle: 'free' } })).status,
    ).toBe(400);
    expect((await server.call('devSetElevatedUsage', { as: null, body: {} })).status).toBe(400);
    expect(
      (
        await server.call('devAddFault', {
          as: null,
          body: { method: 'GET', path: '/api/nowhere', status: 500 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('devAddFault', {
          as: null,
          body: { method: 'GET', path: '/api/session', status: 99 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('devSetLifecycleSpeed', { as: null, body: { speed: 0 } })).status,
    ).toBe(400);
    expect(
      (
        await server.call('devSetClipState', {
          as: null,
          body: { clip_id: 'nope', status: 'error' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call('devSetClipState', {
          as: null,
          body: { clip_id: 'nope', status: 'lost' },
        })
      ).status,
    ).toBe(400);
  });

  it.each(DEV_OPERATIONS)('%s answers 404 when dev controls are off', async (id) => {
    server = await createTestServer({ devControls: false, seed: false });
    const res = await server.call(id, { as: null, body: {} });
    expect(res.status).toBe(404);
  });
});
