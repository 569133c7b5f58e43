// One Vitest run over every project of the workspace (`pnpm test:unit`, or `pnpm test` for the whole suite).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'openapi/vitest.config.ts',
    ],
  },
});
