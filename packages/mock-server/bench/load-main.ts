// `pnpm --filter @cadenza/mock-server bench:load`: only the load bench (load.ts); BENCH_SOAK=1 for
// the 10-minute soak. Writes bench-results/load.json (soak.json for the soak).
import { fileURLToPath } from 'node:url';
import { reportBench } from '../../../scripts/bench/report';
import { benchLoad, failedLoadRows } from './load';

const rows = await benchLoad();
reportBench(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.BENCH_SOAK === '1' ? 'soak' : 'load',
  rows,
);
const failed = failedLoadRows(rows);
if (failed.length > 0) {
  console.error(`load: network errors or 5xx answers in ${failed.join(', ')}`);
  process.exitCode = 1;
}
