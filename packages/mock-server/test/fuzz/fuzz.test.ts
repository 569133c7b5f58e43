// Schema-driven fuzzing: a few thousand random and malformed requests across every operation
// (valid and broken bodies, queries and path parameters, every kind of caller), then the clock
// runs every lifecycle step they started. Zero 5xx answers, zero failed jobs, and the database
// passes PRAGMA integrity_check and foreign_key_check afterwards.
import request from 'supertest';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type OperationId } from '@cadenza/sdk';
import { operations } from '@cadenza/sdk/contract';
import { checkIntegrity } from '../../src/db/open';
import { createTestServer, type TestServer } from '../harness';
import { malformed, openapi, textArb, valid, type JsonSchema } from './arbitraries';

/** Requests per operation; with every operation this is a few thousand in all. */
const PER_OPERATION = 18;
const SEED = 20260115;
const HOUR_MS = 3_600_000;

const errorLogs: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => errorLogs.push(line) });

let server: TestServer;
let tokens: Record<string, string>;
let pools: Record<string, string[]>;
let sent = 0;
const statuses = new Map<number, number>();
const undocumented = new Set<string>();

/**
 * Operations the fuzzer skips: injected faults answer any status (5xx included) on purpose, and
 * sign-out would revoke the fuzzer's own tokens (routes/auth-secret.test.ts covers it).
 */
const SKIPPED = new Set<OperationId>(['devAddFault', 'signOut']);
const IDS = Object.keys(operations).filter(
  (id) => !SKIPPED.has(id as OperationId),
) as OperationId[];

function queryParams(id: OperationId): { name: string; schema: JsonSchema }[] {
  const op = operations[id];
  const item = openapi.paths[op.path]?.[op.method.toLowerCase()];
  return (item?.parameters ?? []).flatMap((p) => {
    const param = p.$ref ? openapi.components.parameters[p.$ref.split('/').pop()!] : p;
    return param && param.in === 'query' ? [{ name: param.name!, schema: param.schema ?? {} }] : [];
  });
}

const POOL_FOR: Record<string, string> = {
  clip_id: 'clips',
  gen_id: 'clips',
  id: 'clips',
  action_clip_id: 'clips',
  station_id: 'clips',
  playlist_id: 'playlists',
  persona_id: 'personas',
  project_id: 'projects',
  comment_id: 'comments',
  upload_id: 'uploads',
  invite_id: 'invites',
  handle: 'handles',
  tag: 'tags',
  filename: 'stems',
  revision_id: 'versions',
  version_id: 'versions',
  asset_id: 'clips',
  hook_id: 'clips',
  share_id: 'clips',
  lyrics_id: 'clips',
};

function pathArb(id: OperationId): fc.Arbitrary<Record<string, string>> {
  const names = operations[id].pathParams as readonly string[];
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const pool = pools[POOL_FOR[name] ?? 'clips'] ?? [];
    record[name] = fc.oneof(
      { weight: 7, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.constant('x') },
      { weight: 3, arbitrary: textArb.filter((t) => t !== '') },
    );
  }
  return fc.record(record);
}

function queryArb(id: OperationId): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { name, schema } of queryParams(id))
    record[name] = fc.oneof(valid(schema), textArb, fc.array(textArb, { maxLength: 2 }));
  return fc.record(record, { requiredKeys: [] });
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };

function bodyArb(id: OperationId): fc.Arbitrary<Body> {
  const req = operations[id].request as { contentType: string; schema: string | null } | null;
  if (!req || req.contentType !== 'application/json' || req.schema === null)
    return fc.constant({ kind: 'none' });
  const schema = { $ref: `#/components/schemas/${req.schema}` };
  return fc.oneof(
    { weight: 11, arbitrary: valid(schema).map((value): Body => ({ kind: 'json', value })) },
    { weight: 7, arbitrary: malformed(schema).map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{"bad json', '[1,2', 'null', '"text"', '{"a":}')
        .map((text): Body => ({ kind: 'raw', text })),
    },
  );
}

const callerArb = fc.constantFrom<string | null>(
  null,
  'free',
  'pro',
  'premier',
  'staff',
  'bogus-token',
);

async function send(
  id: OperationId,
  path: Record<string, string>,
  query: Record<string, unknown>,
  body: Body,
  caller: string | null,
) {
  const op = operations[id];
  let url: string;
  try {
    url = buildPath(id, path);
  } catch {
    return;
  }
  const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let req = request(server.app)[method](url).timeout(10_000);
  if (caller !== null) req = req.set('Authorization', `Bearer ${tokens[caller] ?? caller}`);
  req = req.query(query as Record<string, string>);
  if (id === 'uploadDirect')
    req = req
      .field('signature', String(query.signature ?? 'nope'))
      .attach('file', Buffer.from('RIFFjunk'), 'f.wav');
  else if (body.kind === 'json')
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(body.value ?? null));
  else if (body.kind === 'raw') req = req.set('Content-Type', 'application/json').send(body.text);
  const res = await req;
  sent += 1;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  expect(
    res.status,
    `${op.method} ${url} as ${caller} -> ${res.status} ${String(res.text ?? '').slice(0, 300)}`,
  ).toBeLessThan(500);
}

beforeAll(async () => {
  server = await createTestServer({ logger });
  const { repos } = server.ctx;
  tokens = Object.fromEntries(
    await Promise.all(
      ['free', 'pro', 'premier', 'staff'].map(async (h) => [h, await server.token(h as 'pro')]),
    ),
  );
  const clips = repos.clips.all();
  const workspaces = repos.users.all().flatMap((u) => repos.workspaces.forMember(u.id));
  pools = {
    clips: clips.map((c) => c.id),
    playlists: repos.users.all().flatMap((u) => repos.playlists.byUser(u.id).map((p) => p.id)),
    personas: repos.users.all().flatMap((u) => repos.personas.byUser(u.id, false).map((p) => p.id)),
    projects: [
      'default',
      ...workspaces.map((w) => w.id),
      ...clips.flatMap((c) => repos.studio.projectForClip(c.user_id, c.id)?.id ?? []),
    ],
    comments: clips.flatMap((c) =>
      repos.comments.list({ clipId: c.id, parentId: null }, 'newest').map((k) => k.id),
    ),
    handles: ['free', 'pro', 'premier', 'staff', 'ghost'],
    invites: workspaces.flatMap((w) => repos.workspaces.invitesOf(w.id).map((i) => i.id)),
    uploads: [],
    tags: ['lofi', 'jazz', 'pop', 'nothing'],
    stems: ['Vocals.wav', 'Drums.wav', 'Synth.wav', 'x'],
    versions: clips.flatMap((c) => {
      const project = repos.studio.projectForClip(c.user_id, c.id);
      return project ? repos.studio.versions(project.id).map((v) => v.id) : [];
    }),
  };
});

afterAll(() => server.close());

describe('schema-driven fuzzing', () => {
  it(`sends ${PER_OPERATION} random or malformed requests to every operation with no 5xx`, async () => {
    for (const [index, id] of IDS.entries()) {
      const caller =
        id === 'subscribeRealtime'
          ? fc.constantFrom<string | null>(null, 'bogus-token')
          : callerArb;
      const cases = fc.sample(fc.tuple(pathArb(id), queryArb(id), bodyArb(id), caller), {
        numRuns: PER_OPERATION,
        seed: SEED + index,
      });
      for (const [path, query, body, who] of cases) await send(id, path, query, body, who);
    }
    for (const path of ['/api/nowhere', '/api/clip', '/media', '/api/gen/x/y/z/w', '/%E0%A4%A']) {
      const res = await request(server.app).get(path);
      sent += 1;
      expect(res.status).toBe(404);
    }
    expect(sent).toBeGreaterThan(3000);
    expect([...undocumented].sort()).toEqual([]);
    console.info(
      `fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
  }, 120_000);

  it('leaves every started lifecycle step runnable and the database consistent', async () => {
    await server.advance(HOUR_MS);
    expect(errorLogs).toEqual([]);
    expect(checkIntegrity(server.db)).toEqual([]);
  });
});
