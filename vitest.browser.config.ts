// The browser projects of the workspace (worklet, rendering, stories' a11y and visual checks), run in
// Debian's chromium through @vitest/browser-playwright: `pnpm test:browser`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file at a time: the real-time audio checks (recording, transport) must not share the two
    // cores with the stories' screenshots, or the audio thread underruns and drops blocks.
    fileParallelism: false,
    projects: ['packages/*/vitest.browser.config.ts'],
  },
});
