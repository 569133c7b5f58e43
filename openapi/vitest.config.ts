import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { workspaceAlias } from '../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'contract',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    // Files share their worker's module graph: each test builds its own state (app, store, DOM),
    // so per-file isolation only re-imported the same modules (about 4× the run time).
    isolate: false,
  },
});
