// End-to-end journeys of the reference app: a global setup builds the app (or reuses a fresh
// build); each journey file serves it with a mock server of its own, in-process (':memory:'
// database seeded with the demo data, fast lifecycle: e2e/file-server.ts), and drives the system
// Chromium with playwright-core. Files share nothing, so they run side by side (E2E_WORKERS, two
// by default: one per core here) and in a shuffled order (the seed is printed; E2E_SEED repeats
// an order).
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
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    globalSetup: ['./e2e/global-setup.ts'],
    setupFiles: ['./e2e/file-server.ts'],
    sequence: {
      shuffle: { files: true, tests: false },
      seed: Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 1_000_000)),
    },
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // A journey's expect.poll waits as long as its page waits for a UI answer (support.ts's
    // UI_TIMEOUT_MS): a slow machine gets more time, a wrong answer still fails.
    expect: { poll: { timeout: 20_000 } },
  },
});
