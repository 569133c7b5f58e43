// End-to-end checks of the mock server in the system Chromium (playwright-core): files named
// e2e/*.e2e.ts. The server runs in process with the real procedural audio engine, so these take
// minutes, not seconds; run with `npx vitest run --config packages/mock-server/vitest.e2e.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'mock-server-e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    // beforeAll renders and encodes every seeded song for real: about a minute on two idle cores,
    // far longer on a shared, busy machine.
    testTimeout: 300_000,
    hookTimeout: 3_600_000,
  },
});
