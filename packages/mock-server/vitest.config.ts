import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'mock-server',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's module graph: each test builds its own state (app, store, DOM),
    // so per-file isolation only re-imported the same modules (about 4× the run time).
    isolate: false,
    // Every test builds a seeded server; on a busy 2-core machine that can take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    passWithNoTests: true,
  },
});
