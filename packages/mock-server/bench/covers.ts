// Cover art on a fresh database: the server starts in a child process (covers-serve.ts) and,
// as soon as it listens, the 10 newest seeded clips' image_url (size 360) are fetched at once, as
// a library page does; then once more, from the media cache. Rows give the first, median and last
// cover in milliseconds from the moment the requests were sent. `tsx bench/covers.ts` prints the
// table and writes bench-results/covers.json; `pnpm bench` runs it after the server bench.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reportBench, type BenchRow, type GuardedFigure } from '../../../scripts/bench/report';
import type { CoversReady } from './covers-serve';

interface Fetched {
  ms: number;
  ok: boolean;
  bytes: number;
}

async function fetchCover(url: string, sentAt: number): Promise<Fetched> {
  const res = await fetch(url);
  const bytes = (await res.arrayBuffer()).byteLength;
  return {
    ms: performance.now() - sentAt,
    ok: res.status === 200 && res.headers.get('content-type') === 'image/png',
    bytes,
  };
}

async function pass(base: string, ready: CoversReady, name: string): Promise<BenchRow> {
  const sentAt = performance.now();
  const results = await Promise.all(ready.paths.map((path) => fetchCover(base + path, sentAt)));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const slowest = results.reduce(
    (worst, r, i) => (r.ms > (results[worst]?.ms ?? 0) ? i : worst),
    0,
  );
  return {
    case: `${name}: GET ${ready.paths.length} newest seeded covers (size ${ready.size})`,
    contestant: 'cadenza-mock-server',
    firstMs: Math.round(times[0] ?? 0),
    medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    allMs: Math.round(times[times.length - 1] ?? 0),
    slowest: ready.titles[slowest] ?? '',
    bytes: results.reduce((n, r) => n + r.bytes, 0),
    notPng200: results.filter((r) => !r.ok).length,
    startupMs: ready.startupMs,
  };
}

/** The covers bench's guarded figures: every cover of each pass served (issue 33's guard). */
export const COVERS_GUARD: GuardedFigure[] = [
  { contestant: 'cadenza-mock-server', metric: 'allMs', better: 'lower' },
];

/** Starts a fresh server, measures both passes, stops it. */
export async function benchCovers(): Promise<BenchRow[]> {
  const child = fork(fileURLToPath(new URL('./covers-serve.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<CoversReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as CoversReady));
    child.once('exit', (code) => reject(new Error(`covers bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  try {
    return [await pass(base, ready, 'fresh'), await pass(base, ready, 'cached')];
  } finally {
    child.removeAllListeners('exit');
    child.disconnect();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  reportBench(
    fileURLToPath(new URL('..', import.meta.url)),
    'covers',
    await benchCovers(),
    COVERS_GUARD,
  );
