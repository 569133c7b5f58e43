// Issue 17's size budgets of the SDK, checked on every run of the suite: the root entry's own
// code and the rules-only import, bundled from the sources as a consumer's bundler would
// (esbuild, minified, tree-shaken, code-split, dependencies external, gzip level 9), may exceed
// their budget by at most 5 %. What the import loads counts; the response schemas, which the
// client loads by import() on its first call, are a chunk of their own (and must stay one). The bench (bench/sizes.ts) measures the same cases on the built package.
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

  it('the root entry loads no zod: the response schemas are its one lazy chunk', async () => {
    const result = await bundle(wholeEntry(ROOT_ENTRY, 'src'), {
      resolveDir: packageDir,
      external: SDK_DEPENDENCIES,
    });
    expect(result.imports).not.toContain('zod/mini');
    expect(result.inputs.filter((input) => input.includes('/schemas/'))).toEqual([]);
    expect(result.lazyGzipBytes).toBeGreaterThan(0);
  }, 60_000);
});
