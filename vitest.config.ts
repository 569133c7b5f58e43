// One Vitest run over every project of the workspace (`pnpm test:unit`, or `pnpm test` for the whole
// suite, which also turns coverage on and holds the SDK's rules to the thresholds below).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'openapi/vitest.config.ts',
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
