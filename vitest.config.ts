// One Vitest run over every project of the workspace (`pnpm test:unit`, or `pnpm test` for the whole
// suite, which also turns coverage on and holds the SDK's rules to the thresholds below).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core idle, which halves a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'openapi/vitest.config.ts',
      'lint/vitest.config.ts',
      'scripts/bench/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/sdk/src/domain/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-d.ts', '**/fixtures/**', '**/test-fixtures.ts'],
      thresholds: { lines: 95, branches: 95 },
      reporter: ['text-summary'],
    },
  },
});
