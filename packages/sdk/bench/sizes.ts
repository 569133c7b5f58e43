/**
 * Benchmark (b): minified + gzipped size of what a consumer's bundler keeps from the built
 * package (dist/, esbuild, tree-shaking with "sideEffects": false): the root entry's own code
 * (dependencies external), a rules-only import, and the react entry; beside
 * @tanstack/query-core and @reduxjs/toolkit/query measured the same way, in the same run.
 * Run after `tsup` (the `bench` script builds first). Writes bench-results/sizes.json.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reportBench, type BenchRow } from '../../../scripts/bench/report';
import { bundle } from './bundle';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${packageDir}dist/index.js`))
  throw new Error('Build first: `pnpm --filter @cadenza/sdk build`');

const KB = 1024;
/** Targets of the issue: rules-only import ≤ 6 KB gzip, root entry's own code ≤ 40 KB gzip. */
const TARGETS: Record<string, number> = {
  'rules-only import': 6 * KB,
  'root entry, own code': 40 * KB,
};

const SDK_DEPS = ['zod', '@reduxjs/toolkit', '@reduxjs/toolkit/query', 'react', '@cadenza/sdk'];
const RTK_DEPS = [
  '@reduxjs/toolkit',
  'redux',
  'immer',
  'reselect',
  'redux-thunk',
  '@standard-schema/spec',
  '@standard-schema/utils',
];

const CASES: { case: string; contestant: string; source: string; external: string[] }[] = [
  {
    case: 'root entry, own code',
    contestant: '@cadenza/sdk',
    source: `export * from './dist/index.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'rules-only import',
    contestant: '@cadenza/sdk',
    source: `export { validateCreateForm } from './dist/index.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'react entry, own code',
    contestant: '@cadenza/sdk/react',
    source: `export * from './dist/react/index.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'root entry, with dependencies',
    contestant: '@cadenza/sdk',
    source: `export * from './dist/index.js';`,
    external: [],
  },
  // Where the root entry's own code goes (each part alone, with what it imports).
  {
    case: 'root part: rules (domain/)',
    contestant: '@cadenza/sdk',
    source: `export * from './dist/domain/index.js'; export * from './dist/domain/constants.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'root part: wire (zod schemas + operations table)',
    contestant: '@cadenza/sdk',
    source: `export * from './dist/api/index.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'root part: operations table alone',
    contestant: '@cadenza/sdk',
    source: `export { operations } from './dist/api/operations.gen.js';`,
    external: SDK_DEPS,
  },
  {
    case: 'root part: engine (client, store, polling, realtime, persistence)',
    contestant: '@cadenza/sdk',
    source: ['clock', 'polling', 'realtime', 'persistence', 'store']
      .map((dir) => `export * from './dist/${dir}/index.js';`)
      .concat(`export * from './dist/api/client.js';`)
      .join(' '),
    external: SDK_DEPS,
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
  const target = c.contestant === '@cadenza/sdk' ? TARGETS[c.case] : undefined;
  rows.push({
    case: c.case,
    contestant: c.contestant,
    minifiedBytes: result.minBytes,
    gzipBytes: result.gzipBytes,
    gzipKiB: Math.round((result.gzipBytes / KB) * 10) / 10,
    targetGzipBytes: target ?? null,
    meetsTarget: target === undefined ? null : result.gzipBytes <= target,
  });
}
reportBench(packageDir, 'sizes', rows);
