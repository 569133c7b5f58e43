// Issue 32 item 1: identity outside dev. No sign-in by handle without dev controls; tokens only
// against a secret (a password set by the CLI, stored hashed), expiring after the decided
// lifetime, revoked by sign-out, and never written to the request log.
import { Writable } from 'node:stream';
import request from 'supertest';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_LIFETIME_MS, SIGN_IN_FAILURES_MAX } from '@cadenza/sdk';
import { runAdmin } from '../admin';
import { hashToken } from '../db/tokens';
import { createTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
afterEach(() => server.close());

const setPassword = (handle: string): string => {
  const result = runAdmin(
    server.db,
    { command: 'set-password', handle, db: ':memory:', plan: 'free' },
    server.clock.now(),
  );
  if (!result.ok) throw new Error(result.error);
  return result.secret;
};

describe('sign-in without dev controls (issue 32 item 1)', () => {
  it('answers 404 to dev-login for every handle, staff included, so nobody becomes anybody', async () => {
    server = await createTestServer({ devControls: false });
    for (const handle of ['staff', 'pro', 'free']) {
      const res = await server.call('devLogin', { as: null, body: { handle } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Dev controls are off.' });
    }
  });

  it('issues a token only against the password set by the CLI, stored hashed', async () => {
    server = await createTestServer({ devControls: false });
    const password = setPassword('staff');
    const stored = server.db
      .prepare("SELECT password_hash FROM users WHERE handle = 'staff'")
      .get() as { password_hash: string };
    expect(stored.password_hash).not.toContain(password);
    const wrong = await server.call('signIn', {
      as: null,
      body: { handle: 'staff', password: `${password}x` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Invalid handle or password.');
    const none = await server.call('signIn', {
      as: null,
      body: { handle: 'pro', password },
    });
    expect(none.status).toBe(401);
    const ok = await server.call('signIn', { as: null, body: { handle: 'staff', password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.handle).toBe('staff');
    const session = await server.call('getSession', { as: { token: ok.body.token } });
    expect(session.body.isStaff).toBe(true);
    const rows = server.db.prepare('SELECT token_hash FROM auth_tokens').all() as {
      token_hash: string;
    }[];
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(ok.body.token));
    expect(rows.map((r) => r.token_hash)).not.toContain(ok.body.token);
  });

  it(`answers 429 after ${SIGN_IN_FAILURES_MAX} wrong passwords for one handle`, async () => {
    server = await createTestServer({ devControls: false });
    const password = setPassword('pro');
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i += 1)
      await server.call('signIn', { as: null, body: { handle: 'pro', password: 'guess' } });
    const res = await server.call('signIn', { as: null, body: { handle: 'pro', password } });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many sign-in attempts. Try again later.');
  });

  it('mints a working token with create-token and a new user with create-user', async () => {
    server = await createTestServer({ devControls: false });
    const token = runAdmin(
      server.db,
      { command: 'create-token', handle: 'premier', db: ':memory:', plan: 'free' },
      server.clock.now(),
    );
    expect(token.ok).toBe(true);
    const session = await server.call('getSession', {
      as: { token: token.ok ? token.secret : '' },
    });
    expect(session.body.plan).toBe('premier');
    const made = runAdmin(
      server.db,
      { command: 'create-user', handle: 'newcomer', db: ':memory:', plan: 'pro' },
      server.clock.now(),
    );
    const res = await server.call('signIn', {
      as: null,
      body: { handle: 'newcomer', password: made.ok ? made.secret : '' },
    });
    expect(res.status).toBe(200);
  });
});

describe('token lifetime and sign-out (issue 32 item 1)', () => {
  it('answers 401 "Invalid or expired token." once the decided lifetime has passed', async () => {
    server = await createTestServer();
    const login = await server.call('devLogin', { as: null, body: { handle: 'pro' } });
    expect(Date.parse(login.body.expires_at)).toBe(server.clock.now() + AUTH_TOKEN_LIFETIME_MS);
    server.clock.runUntil(server.clock.now() + AUTH_TOKEN_LIFETIME_MS - 1);
    expect((await server.call('getSession', { as: { token: login.body.token } })).status).toBe(200);
    server.clock.runUntil(server.clock.now() + 1);
    const expired = await server.call('getSession', { as: { token: login.body.token } });
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe('Invalid or expired token.');
  });

  it('revokes the token on sign-out; another token of the same user keeps working', async () => {
    server = await createTestServer();
    const a = await server.call('devLogin', { as: null, body: { handle: 'pro' } });
    const b = await server.call('devLogin', { as: null, body: { handle: 'pro' } });
    const out = await server.call('signOut', { as: { token: a.body.token } });
    expect(out.status).toBe(204);
    expect((await server.call('getSession', { as: { token: a.body.token } })).status).toBe(401);
    expect((await server.call('getSession', { as: { token: b.body.token } })).status).toBe(200);
  });
});

describe('request log (issue 32 item 1)', () => {
  it('never writes a bearer token, even one given as ?token= on the realtime URL', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await createTestServer({ requestLogging: true, logger: pino(sink) });
    const token = await server.token('pro');
    await request(server.app)
      .get(`/api/session?token=${token}`)
      .set('Authorization', `Bearer ${token}`);
    await request(server.app).get(`/api/clip/x?a=1&token=${token}`);
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(token);
  });
});
