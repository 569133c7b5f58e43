import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'ui',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
  },
});
