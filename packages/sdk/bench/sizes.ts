/**
 * Benchmark (b): minified + gzipped size of what a consumer's bundler keeps from the built
 * package (dist/, esbuild, tree-shaking with "sideEffects": false, code splitting): each entry's
 * own code (dependencies external; the entries are listed once in entries.ts) as loaded by the
 * import, with what it loads later by import() beside it (lazy*), a rules-only import, and
 * the budgets of ../../../scripts/bench/budgets.ts beside each budgeted row; beside
 * @tanstack/query-core and @reduxjs/toolkit/query measured the same way, in the same run.
 * Run after `tsup` (the `bench` script builds first). Writes bench-results/sizes.json.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUDGETS, budgetColumns, kib, type SizeBudget } from '../../../scripts/bench/budgets';
import { reportBench, type BenchRow } from '../../../scripts/bench/report';
import { bundle } from './bundle';
import {
  namedImports,
  ROOT_ENTRY,
  RULES_ONLY_IMPORT,
  SDK_DEPENDENCIES,
  SDK_ENTRIES,
  wholeEntry,
  type SdkEntry,
} from './entries';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${packageDir}dist/index.js`))
  throw new Error('Build first: `pnpm --filter @cadenza/sdk build`');

const RTK_DEPS = [
  '@reduxjs/toolkit',
  'redux',
  'immer',
  'reselect',
  'redux-thunk',
  '@standard-schema/spec',
  '@standard-schema/utils',
];

const budgetOf = (name: string): SizeBudget | undefined =>
  Object.values(BUDGETS).find((budget) => budget.name === name);

const CASES: { case: string; contestant: string; source: string; external: string[] }[] = [
  // Every public entry's own code (dependencies external), from the one list in entries.ts.
  ...(Object.keys(SDK_ENTRIES) as SdkEntry[]).map((entry) => ({
    case: entry === ROOT_ENTRY ? BUDGETS.sdkRoot.name : 'entry, own code',
    contestant: entry,
    source: wholeEntry(entry, 'dist'),
    external: SDK_DEPENDENCIES,
  })),
  {
    case: BUDGETS.rulesOnly.name,
    contestant: RULES_ONLY_IMPORT.entry,
    source: namedImports(RULES_ONLY_IMPORT, 'dist'),
    external: SDK_DEPENDENCIES,
  },
  {
    case: 'root entry, with dependencies',
    contestant: '@cadenza/sdk',
    source: wholeEntry(ROOT_ENTRY, 'dist'),
    external: [],
  },
  // Where the root entry's own code goes (each part alone, with what it imports).
  {
    case: 'root part: rules (domain/)',
    contestant: '@cadenza/sdk',
    source: `export * from './dist/domain/index.js'; export * from './dist/domain/constants.js';`,
    external: SDK_DEPENDENCIES,
  },
  {
    case: 'root part: client (routes table, errors, retry; response schemas lazy)',
    contestant: '@cadenza/sdk',
    source: ['client', 'errors', 'retry', 'paths', 'routes.gen']
      .map((module) => `export * from './dist/api/${module}.js';`)
      .join(' '),
    external: SDK_DEPENDENCIES,
  },
  {
    case: 'root part: routes table alone',
    contestant: '@cadenza/sdk',
    source: `export { routes } from './dist/api/routes.gen.js';`,
    external: SDK_DEPENDENCIES,
  },
  {
    case: 'contract part: operations table alone',
    contestant: '@cadenza/sdk/contract',
    source: `export { operations } from './dist/api/operations.gen.js';`,
    external: SDK_DEPENDENCIES,
  },
  {
    case: 'root entry, own code',
    contestant: '@tanstack/query-core',
    source: `export * from '@tanstack/query-core';`,
    external: [],
  },
  {
    case: 'root entry, own code',
    contestant: '@reduxjs/toolkit/query',
    source: `export * from '@reduxjs/toolkit/query';`,
    external: RTK_DEPS,
  },
  {
    case: 'root entry, with dependencies',
    contestant: '@reduxjs/toolkit/query',
    source: `export * from '@reduxjs/toolkit/query';`,
    external: [],
  },
];

const rows: BenchRow[] = [];
for (const c of CASES) {
  const result = await bundle(c.source, { resolveDir: packageDir, external: c.external });
  const budget = c.contestant.startsWith('@cadenza/sdk') ? budgetOf(c.case) : undefined;
  rows.push({
    case: c.case,
    contestant: c.contestant,
    minifiedBytes: result.minBytes,
    gzipBytes: result.gzipBytes,
    gzipKiB: kib(result.gzipBytes),
    lazyGzipKiB: kib(result.lazyGzipBytes),
    ...(budget ? budgetColumns(budget, result.gzipBytes) : {}),
  });
}
reportBench(packageDir, 'sizes', rows, [
  { contestant: /^@cadenza\/sdk/, metric: 'gzipBytes', better: 'lower' },
]);
