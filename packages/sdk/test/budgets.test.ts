// Issue 17's size budgets of the SDK, checked on every run of the suite: the root entry's own
// code and the rules-only import, bundled from the sources as a consumer's bundler would
// (esbuild, minified, tree-shaken, dependencies external, gzip level 9), may exceed their budget
// by at most 5 %. The bench (bench/sizes.ts) measures the same cases on the built package.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS, failsAbove, overBudget, type SizeBudget } from '../../../scripts/bench/budgets';
import { bundle } from '../bench/bundle';
import {
  namedImports,
  ROOT_ENTRY,
  RULES_ONLY_IMPORT,
  SDK_DEPENDENCIES,
  wholeEntry,
} from '../bench/entries';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const CASES: readonly { readonly budget: SizeBudget; readonly source: string }[] = [
  { budget: BUDGETS.sdkRoot, source: wholeEntry(ROOT_ENTRY, 'src') },
  { budget: BUDGETS.rulesOnly, source: namedImports(RULES_ONLY_IMPORT, 'src') },
];

describe('SDK size budgets (gzip, at most 5 % over)', () => {
  it.each(CASES.map((c) => [c.budget.name, c] as const))(
    '%s',
    async (_name, { budget, source }) => {
      const result = await bundle(source, { resolveDir: packageDir, external: SDK_DEPENDENCIES });
      expect(result.gzipBytes, overBudget(budget, result.gzipBytes)).toBeLessThanOrEqual(
        failsAbove(budget),
      );
    },
    60_000,
  );
});
