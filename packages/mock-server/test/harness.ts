// Test harness: createApp on ':memory:' (or a given database) with a fake clock and the fake
// audio engine, signed-in calls by operationId, and a contract check on every answer: a JSON
// success must parse with the operation's response schema, an error with ErrorDetail, and the
// status must be the operation's success status or one of its documented errors.
import request from 'supertest';
import { pino } from 'pino';
import { expect } from 'vitest';
import { AUTH_TOKEN_LIFETIME_MS, buildPath, type OperationId } from '@cadenza/sdk';
import { ErrorDetailSchema, operations, responseBodySchema } from '@cadenza/sdk/contract';
import type { AudioEngine } from '../src/audio/engine';
import { createApp, type CadenzaApp } from '../src/app';
import type { ServerContext, ServerOptions } from '../src/context';
import { openDatabase, type Db } from '../src/db/open';
import { FakeClock } from './fake-clock';
import { fakeAudio } from './fake-audio';

export type Who = 'free' | 'pro' | 'premier' | 'staff' | null;

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Seeded handle to sign in as; null for anonymous. Default 'pro'. */
  as?: Who | { token: string };
  headers?: Record<string, string>;
  /** Skip the documented-status check (injected faults answer any status). */
  anyStatus?: boolean;
}

export interface TestServer {
  app: CadenzaApp;
  ctx: ServerContext;
  clock: FakeClock;
  db: Db;
  audio: AudioEngine;
  token(handle: Exclude<Who, null>): Promise<string>;
  call(id: OperationId, options?: CallOptions): Promise<request.Response>;
  /** Advances the fake clock by `ms`, running each due lifecycle step and waiting for it. */
  advance(ms: number): Promise<void>;
  userId(handle: Exclude<Who, null>): string;
  close(): Promise<void>;
}

export const silentLogger = pino({ level: 'silent' });

/** Other success statuses openapi.yaml lists (the operations table keeps one per operation). */
const OTHER_SUCCESS: Partial<Record<OperationId, number[]>> = { getClipAudio: [206] };

export function contractProblems(
  id: OperationId,
  status: number,
  body: unknown,
  anyStatus = false,
): string[] {
  const op = operations[id];
  const success = op.success as { status: number; contentType: string | null } | null;
  const problems: string[] = [];
  if (status < 400) {
    if (success && status !== success.status && !(OTHER_SUCCESS[id] ?? []).includes(status))
      problems.push(`${id}: status ${status}, contract says ${success.status}`);
    const schema = responseBodySchema(id);
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        problems.push(
          `${id}: response does not match the contract: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`,
        );
    }
  } else {
    const parsed = ErrorDetailSchema.safeParse(body);
    if (!parsed.success && !anyStatus)
      problems.push(`${id}: error body is not ErrorDetail: ${JSON.stringify(body)}`);
    if (!anyStatus && !(op.errors as readonly number[]).includes(status))
      problems.push(
        `${id}: status ${status} is not among its documented errors ${op.errors.join(', ')}`,
      );
  }
  return problems;
}

export async function createTestServer(
  options: ServerOptions & { db?: Db; audio?: AudioEngine; clock?: FakeClock } = {},
): Promise<TestServer> {
  const clock = options.clock ?? new FakeClock();
  const db = options.db ?? openDatabase(':memory:');
  const audio = options.audio ?? fakeAudio({ videoErrorMarker: 'no-video' });
  const app = createApp({
    db,
    clock,
    audio,
    options: { logger: silentLogger, requestLogging: false, ...options },
  });
  await app.cadenza.ready;
  const ctx = app.cadenza.context;
  const tokens = new Map<string, string>();

  const token = async (handle: Exclude<Who, null>): Promise<string> => {
    const cached = tokens.get(handle);
    // A cached token is reused while it works (a test may advance the clock past its lifetime).
    if (cached && ctx.repos.tokens.owner(cached, clock.now()) !== null) return cached;
    let minted: string;
    if (ctx.options.devControls) {
      const res = await request(app).post('/api/auth/dev-login').send({ handle });
      expect(res.status, `dev-login ${handle}`).toBe(200);
      minted = res.body.token as string;
    } else {
      // Without dev controls there is no sign-in by handle: mint as `create-token` would.
      const user = ctx.repos.users.byHandle(handle)!;
      minted = ctx.repos.tokens.issue(user.id, clock.now(), AUTH_TOKEN_LIFETIME_MS).token;
    }
    tokens.set(handle, minted);
    return minted;
  };

  const call = async (id: OperationId, opts: CallOptions = {}): Promise<request.Response> => {
    const op = operations[id];
    const path = buildPath(id, opts.params ?? {});
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = request(app)[method](path);
    const who = opts.as === undefined ? 'pro' : opts.as;
    if (who !== null)
      req = req.set(
        'Authorization',
        `Bearer ${typeof who === 'object' ? who.token : await token(who)}`,
      );
    for (const [name, value] of Object.entries(opts.headers ?? {})) req = req.set(name, value);
    if (opts.query) req = req.query(opts.query as Record<string, string>);
    const res = opts.body === undefined ? await req : await req.send(opts.body as object);
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    const problems = contractProblems(
      id,
      res.status,
      isJson ? res.body : undefined,
      opts.anyStatus,
    );
    expect(problems, `${op.method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`).toEqual(
      [],
    );
    return res;
  };

  const advance = async (ms: number): Promise<void> => {
    const target = clock.now() + ms;
    for (;;) {
      const next = clock.nextAt();
      if (next === null || next > target) break;
      clock.runUntil(next);
      await app.cadenza.settle();
    }
    clock.runUntil(target);
    await app.cadenza.settle();
  };

  return {
    app,
    ctx,
    clock,
    db,
    audio,
    token,
    call,
    advance,
    userId: (handle) => ctx.repos.users.byHandle(handle)!.id,
    close: async () => {
      await app.cadenza.close();
      if (!options.db) db.close();
    },
  };
}

/** The id of a seeded clip by title. */
export function clipByTitle(server: TestServer, title: string): string {
  const clip = server.ctx.repos.clips.all().find((c) => c.title === title);
  if (!clip) throw new Error(`no seeded clip '${title}'`);
  return clip.id;
}
