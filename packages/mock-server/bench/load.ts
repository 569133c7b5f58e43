// Load and soak (issue 23 item 3), loopback only and bounded: `users` simulated users against a
// mock server in its own process (load-serve.ts). Each user generates a song, polls its running
// clips with GET /api/feed/v2?ids= (one batch) until they finish, and meanwhile browses its
// library (GET /api/feed/v2 pages) and reacts to a clip; then generates again. Every request's
// status and latency is recorded per route: rows give requests, req/s, p50 and p99, non-2xx,
// 5xx and network errors. Memory and database files are sampled every few seconds: a row gives
// the resident memory (median of a window) after warm-up and at the end (growth %), the live
// heap of both windows, and the largest WAL file seen.
// Modes: BENCH_QUICK=1 5 users for 3 s (the suite); default 50 users for 60 s; BENCH_SOAK=1
// 50 users for 10 minutes (BENCH_SOAK_MS=120000 for a 2-minute one), sampled every 10 s: one
// row per sample (soak-samples) and the verdict of soak-verdict.ts (RSS growth after warm-up
// < 10 %, WAL bounded).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as wait } from 'node:timers/promises';
import { benchQuick, type BenchRow, type GuardedFigure } from '../../../scripts/bench/report';
import type { LoadServerReady, LoadServerStats } from './load-serve';
import { judgeSoak, type ServerSample } from './soak-verdict';

const soak = process.env.BENCH_SOAK === '1';
const USERS = benchQuick ? 5 : 50;
/** BENCH_SOAK_MS shortens the soak (2–3 minutes) to find what grows without a 10-minute run. */
const SOAK_MS = Number(process.env.BENCH_SOAK_MS ?? 600_000);
const DURATION_MS = benchQuick ? 3000 : soak ? SOAK_MS : 60_000;
/**
 * Memory is compared from the end of the warm-up on, a window's median against another's; the
 * warm-up lasts at least this and until V8's heap has levelled off (soak-verdict.ts).
 */
const WARMUP_MS = Math.min(60_000, DURATION_MS / 5);
const WINDOW_MS = Math.min(60_000, DURATION_MS / 5);
const SAMPLE_EVERY_MS = benchQuick ? 500 : soak ? 10_000 : 5000;
/** A user's pause between two steps (a person clicks, the app polls on its throttle). */
const THINK_MS = 250;

interface Sample {
  status: number;
  ms: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface LoadResult {
  /** Per route, then the memory and files row (with the soak's verdict). */
  rows: BenchRow[];
  /** One row per memory sample. */
  samples: BenchRow[];
  passed: boolean;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchLoad(): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./load-serve.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOAD_USERS: String(USERS) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<LoadServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as LoadServerReady));
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)));
  });
  const stats = () =>
    new Promise<LoadServerStats>((resolve) => {
      child.once('message', (message) => resolve(message as LoadServerStats));
      child.send('stats');
    });

  const base = `http://127.0.0.1:${ready.port}`;
  const samples = new Map<string, Sample[]>();
  async function send(route: string, token: string, path: string, body?: unknown) {
    const started = performance.now();
    let status = 0;
    let json: unknown = null;
    try {
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = res.status;
      json = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
    } catch {
      status = 0; // a network error
    }
    const list = samples.get(route) ?? [];
    list.push({ status, ms: performance.now() - started });
    samples.set(route, list);
    return json as { clips?: { id: string; status: string }[] } | null;
  }

  const deadline = Date.now() + DURATION_MS;
  async function user(token: string, index: number) {
    let running: string[] = [];
    let page = 0;
    for (let step = 0; Date.now() < deadline; step += 1) {
      if (running.length === 0) {
        const answer = await send('POST /api/generate/v2/', token, '/api/generate/v2/', {
          mv: 'chirp-crow',
          tags: `load ${index}`,
          prompt: '',
          make_instrumental: true,
        });
        running = answer?.clips?.map((clip) => clip.id) ?? [];
      } else if (step % 3 === 0) {
        const answer = await send(
          'GET /api/feed/v2?ids= (batch)',
          token,
          `/api/feed/v2?ids=${running.join(',')}`,
        );
        const done = new Set(
          (answer?.clips ?? [])
            .filter((clip) => clip.status === 'complete' || clip.status === 'error')
            .map((clip) => clip.id),
        );
        running = running.filter((id) => !done.has(id));
      } else if (step % 3 === 1) {
        const answer = await send(
          'GET /api/feed/v2?page= (library)',
          token,
          `/api/feed/v2?page=${page}`,
        );
        page = (answer?.clips?.length ?? 0) > 0 && page < 3 ? page + 1 : 0;
      } else {
        const library = await send(
          'GET /api/feed/v2?page= (library)',
          token,
          '/api/feed/v2?page=0',
        );
        const clip = library?.clips?.[step % Math.max(1, library.clips.length)];
        if (clip)
          await send(
            'POST /api/gen/{id}/update_reaction_type/',
            token,
            `/api/gen/${clip.id}/update_reaction_type/`,
            { reaction: step % 2 === 0 ? 'LIKE' : null },
          );
      }
      await wait(THINK_MS);
    }
  }

  const memory: ServerSample[] = [];
  const started = Date.now();
  const sampler = (async () => {
    while (Date.now() < deadline) {
      memory.push({ at: Date.now() - started, ...(await stats()) });
      await wait(Math.min(SAMPLE_EVERY_MS, Math.max(0, deadline - Date.now())));
    }
  })();
  await Promise.all(ready.tokens.map((token, index) => user(token, index)));
  await sampler;
  memory.push({ at: Date.now() - started, ...(await stats()) });
  child.disconnect();

  const seconds = DURATION_MS / 1000;
  const mode = benchQuick ? 'quick' : soak ? 'soak' : 'load';
  const rows: BenchRow[] = [...samples].map(([route, list]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      case: `${mode} ${USERS} users × ${seconds} s: ${route}`,
      contestant: 'cadenza-mock-server',
      requests: list.length,
      reqPerSec: Math.round(list.length / seconds),
      p50Ms: Math.round(percentile(ms, 0.5) * 10) / 10,
      p99Ms: Math.round(percentile(ms, 0.99) * 10) / 10,
      non2xx: list.filter((s) => s.status !== 0 && (s.status < 200 || s.status >= 300)).length,
      status5xx: list.filter((s) => s.status >= 500).length,
      errors: list.filter((s) => s.status === 0).length,
    };
  });
  const verdict = judgeSoak(memory, WARMUP_MS, WINDOW_MS);
  rows.push({
    case: `${mode} ${USERS} users × ${seconds} s: server memory and files`,
    contestant: 'cadenza-mock-server',
    warmupEndS: Math.round(verdict.warmupEndMs / 1000),
    heapLevelledAtS:
      verdict.heapLevelledAtMs === null ? 'never' : Math.round(verdict.heapLevelledAtMs / 1000),
    rssAfterWarmupMb: mb(verdict.rssAfterWarmupBytes),
    rssEndMb: mb(verdict.rssEndBytes),
    rssGrowthPct: Math.round(verdict.rssGrowth * 1000) / 10,
    liveHeapAfterWarmupMb: mb(verdict.liveHeapAfterWarmupBytes),
    liveHeapEndMb: mb(verdict.liveHeapEndBytes),
    dbEndMb: mb(memory.at(-1)!.dbBytes),
    walMaxMb: mb(verdict.walMaxBytes),
    walEndMb: mb(verdict.walEndBytes),
    rssFlat: verdict.rssFlat,
    walBounded: verdict.walBounded,
  });
  const samplesRows = memory.map((m) => ({
    case: `${mode} t=${Math.round(m.at / 100) / 10} s`,
    contestant: 'cadenza-mock-server',
    rssMb: mb(m.rssBytes),
    heapUsedMb: mb(m.heapUsedBytes),
    heapTotalMb: mb(m.heapTotalBytes),
    externalMb: mb(m.externalBytes),
    dbMb: mb(m.dbBytes),
    walMb: mb(m.walBytes),
  }));
  // Memory growth is judged on the soak only: a minute is too short to tell growth from warm-up.
  const passed = failedLoadRows(rows).length === 0 && (!soak || verdict.passed);
  return { rows, samples: samplesRows, passed };
}

/** The cases that saw a network error or a 5xx answer (the bench's bar is none). */
/** The load bench's guarded figures (issue 33's guard): each route's median latency. */
export const LOAD_GUARD: GuardedFigure[] = [
  { case: /: (GET|POST) /, contestant: 'cadenza-mock-server', metric: 'p50Ms', better: 'lower' },
];

export const failedLoadRows = (rows: readonly BenchRow[]): string[] =>
  rows
    .filter((row) => Number(row.errors ?? 0) > 0 || Number(row.status5xx ?? 0) > 0)
    .map((row) => row.case);
