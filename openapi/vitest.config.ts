import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { workspaceAlias } from '../vitest.shared';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'contract',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
