// `pnpm --filter @cadenza/studio-engine bench:model`: the project model benchmark (table + JSON
// in bench-results/model.json). Targets: normalise under 20 ms; median command plus history
// record under 50 µs. BENCH_QUICK=1 runs small inputs.
import { fileURLToPath } from 'node:url';
import { benchQuick, reportBench } from '../../../scripts/bench/report';
import { runModelBench } from './model-cases';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
reportBench(packageDir, 'model', runModelBench({ quick: benchQuick }), [
  { case: /^normalise/, contestant: 'cadenza', metric: 'medianMs', better: 'lower' },
  { case: /random commands/, contestant: 'cadenza', metric: 'medianUs', better: 'lower' },
  { case: /^undo all/, contestant: 'cadenza', metric: 'totalMs', better: 'lower' },
]);
