/**
 * Benchmark (a): HTTP requests needed to follow N concurrently running clips to completion
 * against the real mock server (in process, ':memory:', fake clock), for the SDK's clip engine
 * (batches of 48, 2.5 s throttle, one session reload per finishing tick), the same with the
 * realtime channel (pushed completions end polling), and a naive poller that asks for each
 * running clip once per 2.5 s tick. Prints a table and writes bench-results/requests.json.
 *
 * One account may run at most 10 generation requests (4 clips each) at once, so to hold 200
 * clips running together the bench detaches each request's clips from the server's
 * concurrency count (clips.request_id = null) through the in-process server context.
 */
import { fileURLToPath } from 'node:url';
import {
  CLIP_POLL_INTERVAL_MS,
  MOCK_CLIP_QUEUED_MS,
  MOCK_CLIP_STREAMING_MS,
  MOCK_CLIP_SUBMITTED_MS,
  type ApiClient,
} from '@cadenza/sdk';
import { createCadenzaStore, createSseChannel, type Clip } from '@cadenza/sdk/store';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { startMockServer, type LiveServer } from '../test/support/mock-server';

const CLIPS = benchQuick ? 24 : 200;
const BATCH = 4;
const LIFECYCLE_MS = MOCK_CLIP_SUBMITTED_MS + MOCK_CLIP_QUEUED_MS + MOCK_CLIP_STREAMING_MS;
const LIMIT_MS = LIFECYCLE_MS + 60_000;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

type Contestant =
  'naive (1 request / clip / tick)' | 'cadenza (polling)' | 'cadenza (polling + realtime)';

async function startRunningClips(server: LiveServer, client: ApiClient): Promise<Clip[]> {
  const admin = await server.client('premier');
  await admin.call('devSetCredits', { body: { handle: 'premier', credits: 1_000_000 } });
  const clips: Clip[] = [];
  while (clips.length < CLIPS) {
    const batch = Math.min(BATCH, CLIPS - clips.length);
    const answer = await client.call('generate', {
      body: { mv: 'chirp-crow', gpt_description_prompt: `song ${clips.length}`, batch_size: batch },
    });
    for (const clip of answer.clips)
      server.app.cadenza.context.repos.clips.update(clip.id, { request_id: null });
    clips.push(...answer.clips);
  }
  return clips;
}

/** Advances the clock tick by tick until `done` or the limit. */
async function runUntil(server: LiveServer, done: () => boolean): Promise<number> {
  const start = server.clock.now();
  while (!done() && server.clock.now() - start < LIMIT_MS)
    await server.clock.advance(CLIP_POLL_INTERVAL_MS);
  return server.clock.now() - start;
}

const STATUS_PATHS = new Set(['/api/feed/v2', '/api/session', '/api/realtime']);

async function run(contestant: Contestant): Promise<BenchRow> {
  const server = await startMockServer();
  try {
    const client = await server.client('premier');
    const from = server.requests.length;
    const realtime = contestant === 'cadenza (polling + realtime)';
    const store =
      contestant === 'naive (1 request / clip / tick)'
        ? null
        : createCadenzaStore({
            client,
            clock: server.clock,
            ...(realtime ? { realtime: createSseChannel({ client, clock: server.clock }) } : {}),
          });
    const pushedAt = new Map<string, number>();
    store?.poller.subscribe((event) => {
      if (event.type === 'finished')
        for (const clip of event.clips)
          if (!pushedAt.has(clip.id)) pushedAt.set(clip.id, server.clock.now());
    });
    let ms: number;
    if (store) {
      const clips = await startRunningClips(server, client);
      store.engine.track(clips);
      ms = await runUntil(server, () => store.poller.running().length === 0);
      store.dispose();
    } else {
      const running = new Set((await startRunningClips(server, client)).map((clip) => clip.id));
      ms = await naive(server, client, running);
    }
    const sent = server.requests.slice(from).filter((r) => STATUS_PATHS.has(r.path));
    const late = sent.filter(
      (r) =>
        r.path === '/api/feed/v2' &&
        (r.query.get('ids') ?? '').split(',').some((id) => (pushedAt.get(id) ?? Infinity) < r.at),
    );
    return {
      case: `follow ${CLIPS} running clips to completion`,
      contestant,
      clips: CLIPS,
      requests: sent.length,
      feedRequests: sent.filter((r) => r.path === '/api/feed/v2').length,
      sessionRequests: sent.filter((r) => r.path === '/api/session').length,
      realtimeConnections: sent.filter((r) => r.path === '/api/realtime').length,
      requestsForFinishedClips: realtime ? late.length : null,
      fakeSeconds: ms / 1000,
    };
  } finally {
    await server.close();
  }
}

/** One GET /api/feed/v2?ids=<id> per running clip per 2.5 s tick, from one tick after the answer. */
async function naive(server: LiveServer, client: ApiClient, running: Set<string>): Promise<number> {
  const start = server.clock.now();
  while (running.size > 0 && server.clock.now() - start < LIMIT_MS) {
    await server.clock.advance(CLIP_POLL_INTERVAL_MS);
    const answers = await Promise.all(
      [...running].map((id) => client.call('getFeedV2', { query: { ids: id } }, { retries: 0 })),
    );
    for (const clip of answers.flatMap((answer) => answer.clips))
      if (clip.status === 'complete' || clip.status === 'error') running.delete(clip.id);
  }
  return server.clock.now() - start;
}

const rows: BenchRow[] = [];
for (const contestant of [
  'naive (1 request / clip / tick)',
  'cadenza (polling)',
  'cadenza (polling + realtime)',
] as const)
  rows.push(await run(contestant));
const naiveRequests = Number(rows[0]?.requests ?? 0);
for (const row of rows) row.fractionOfNaive = Number(row.requests) / naiveRequests;
reportBench(packageDir, 'requests', rows, [
  { contestant: /^cadenza/, metric: 'requests', better: 'lower' },
]);
process.exit(0);
