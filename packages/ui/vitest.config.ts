// Node-side tests of @cadenza/ui: behaviour tests with Testing Library in happy-dom, with the
// React and vanilla-extract plugins (the browser checks of every story are in
// vitest.browser.config.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAlias },
  test: {
    name: 'ui',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'happy-dom',
    // Files share their worker's module graph: each test builds its own state (app, store, DOM),
    // so per-file isolation only re-imported the same modules (about 4× the run time).
    isolate: false,
    setupFiles: ['./test/setup.ts'],
  },
});
