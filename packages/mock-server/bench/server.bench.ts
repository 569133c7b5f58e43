// `pnpm --filter @cadenza/mock-server bench`: autocannon against GET /api/feed/v2 with 48 ids and
// POST /api/gen/{id}/update_reaction_type/, beside a bare Express route measured in the same run
// (the servers run in a child process, autocannon in this one). 50 connections. The cases run in
// alternating rounds and each row is the median round, so a busy shared machine skews every
// contestant alike. Prints a table and writes bench-results/server.json. BENCH_QUICK=1 runs one
// short round. Then the cover-art bench (covers.ts): bench-results/covers.json, and the load bench
// (load.ts: 50 users for 60 s, 5 for 3 s in quick mode): bench-results/load.json; it fails on any
// network error or 5xx.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { benchCovers, COVERS_GUARD } from './covers';
import { benchLoad, failedLoadRows, LOAD_GUARD } from './load';

interface Ready {
  port: number;
  barePort: number;
  token: string;
  ids: string[];
}

interface Case {
  name: string;
  contestant: string;
  options: autocannon.Options;
}

const CONNECTIONS = 50;
const DURATION_S = benchQuick ? 2 : 5;
const ROUNDS = benchQuick ? 1 : 3;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Ready));
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(cases: Case[]): Promise<BenchRow[]> {
  const results = new Map<string, autocannon.Result[]>();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const c of cases) {
      const result = await autocannon({
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...c.options,
      });
      results.set(c.name, [...(results.get(c.name) ?? []), result]);
    }
  return cases.map((c) => {
    const runs = results.get(c.name)!;
    const middle = median(runs.map((r) => r.requests.average));
    const pick = runs.find((r) => r.requests.average === middle)!;
    return {
      case: c.name,
      contestant: c.contestant,
      reqPerSec: Math.round(pick.requests.average),
      p50Ms: pick.latency.p50,
      p99Ms: pick.latency.p99,
      requests: runs.reduce((n, r) => n + r.requests.total, 0),
      non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    };
  });
}

const base = `http://127.0.0.1:${ready.port}`;
const auth = { Authorization: `Bearer ${ready.token}` };
const rows = await measure([
  {
    name: 'GET /bare',
    contestant: 'bare-express',
    options: { url: `http://127.0.0.1:${ready.barePort}/bare` },
  },
  {
    name: 'GET /api/feed/v2 (48 ids)',
    contestant: 'cadenza-mock-server',
    options: { url: `${base}/api/feed/v2?ids=${ready.ids.join(',')}`, headers: auth },
  },
  {
    name: 'POST /api/gen/{id}/update_reaction_type/',
    contestant: 'cadenza-mock-server',
    options: {
      url: `${base}/api/gen/${ready.ids[0]}/update_reaction_type/`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ reaction: 'LIKE' }),
    },
  },
]);
const bare = rows[0]!.reqPerSec as number;
for (const row of rows)
  row.throughputVsBare = Math.round(((row.reqPerSec as number) / bare) * 100) / 100;
child.disconnect();
reportBench(packageDir, 'server', rows, [
  // Throughput over the bare-express control measured in the same run.
  { contestant: 'cadenza-mock-server', metric: 'throughputVsBare', better: 'higher' },
]);
reportBench(packageDir, 'covers', await benchCovers(), COVERS_GUARD);
const load = await benchLoad();
reportBench(packageDir, 'load', load.rows, LOAD_GUARD);
const failed = failedLoadRows(load.rows);
if (failed.length > 0) {
  console.error(`load: network errors or 5xx answers in ${failed.join(', ')}`);
  process.exitCode = 1;
}
