// `pnpm --filter @cadenza/mock-server bench:load`: only the load bench (load.ts); BENCH_SOAK=1 for
// the 10-minute soak. Writes bench-results/load.json and load-samples.json (soak.json and
// soak-samples.json for the soak); exits 1 when the bar is missed.
import { fileURLToPath } from 'node:url';
import { reportBench } from '../../../scripts/bench/report';
import { benchLoad, failedLoadRows, LOAD_GUARD } from './load';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const name = process.env.BENCH_SOAK === '1' ? 'soak' : 'load';
const load = await benchLoad();
reportBench(packageDir, `${name}-samples`, load.samples);
// The soak has its own verdict (RSS growth); the load run's latencies are guarded.
reportBench(packageDir, name, load.rows, name === 'load' ? LOAD_GUARD : undefined);
const failed = failedLoadRows(load.rows);
if (failed.length > 0) console.error(`load: network errors or 5xx answers in ${failed.join(', ')}`);
if (!load.passed) {
  console.error(`${name}: failed (see the rows above)`);
  process.exitCode = 1;
}
