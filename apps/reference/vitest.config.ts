// The reference app's unit tests (src/**/*.test.ts, in Node): its own rules and its locale files.
// The journeys in Chromium have their own config (vitest.e2e.config.ts).
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  // The label-set test imports the ui package's wording (its .css.ts files need the plugin).
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: workspaceAlias },
  test: {
    name: 'reference',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
