// End-to-end journeys of the reference app: a global setup builds the app (or reuses a fresh
// build) and serves it with the mock server in-process (':memory:' database, fast lifecycle);
// each journey file drives the system Chromium with playwright-core, one file at a time.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  // The ui package's labels are imported by the journeys (its .css.ts files need the plugin).
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAlias },
  test: {
    name: 'reference-e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // A journey's expect.poll waits as long as its page waits for a UI answer (support.ts's
    // UI_TIMEOUT_MS): a slow machine gets more time, a wrong answer still fails.
    expect: { poll: { timeout: 20_000 } },
  },
});
