import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'studio-engine',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Browser tests run in the studio-engine-browser project (vitest.browser.config.ts).
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    environment: 'node',
    // Files share their worker's module graph: each test builds its own state (app, store, DOM),
    // so per-file isolation only re-imported the same modules (about 4× the run time).
    isolate: false,
    passWithNoTests: true,
  },
});
