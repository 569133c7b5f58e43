// The browser projects of the workspace (worklet, rendering, stories' a11y and visual checks), run in
// Debian's chromium through @vitest/browser-playwright: `pnpm test:browser` runs both; the suite
// runs each on its own (scripts/test/checks.mjs) because they want different parallelism:
// - ui-storybook: story files two at a time (one per core); screenshots don't depend on timing.
// - studio-engine-browser: one file at a time, as packages/studio-engine/vitest.browser.config.ts
//   says: its real-time audio checks (recording, transport) underrun when sharing the cores.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    projects: ['packages/*/vitest.browser.config.ts'],
  },
});
