// The reference app's unit tests (src/**/*.test.ts, in Node): its own rules and its locale files.
// The journeys in Chromium have their own config (vitest.e2e.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reference',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
