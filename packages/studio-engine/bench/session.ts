// `pnpm --filter @cadenza/studio-engine bench:session`: the studio session benchmark (table + JSON
// in bench-results/session.json). Targets: opening (normalising) 64×200 under 20 ms; median
// command plus history through the session under 50 µs. BENCH_QUICK=1 runs small inputs.
import { fileURLToPath } from 'node:url';
import { benchQuick, reportBench } from '../../../scripts/bench/report';
import { runSessionBench } from './session-cases';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
reportBench(packageDir, 'session', runSessionBench({ quick: benchQuick }), [
  { case: /^open/, contestant: 'cadenza', metric: 'medianMs', better: 'lower' },
  { case: /through the session$/, contestant: 'cadenza', metric: 'medianUs', better: 'lower' },
  { case: /^undo all/, contestant: 'cadenza', metric: 'totalMs', better: 'lower' },
]);
