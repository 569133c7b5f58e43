// The browser projects of the workspace (worklet, rendering, stories' a11y and visual checks), run in
// Debian's chromium through @vitest/browser-playwright: `pnpm test:browser`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.browser.config.ts'],
  },
});
