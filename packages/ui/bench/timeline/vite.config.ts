// The bench page's build: React, vanilla-extract (the ui's .css.ts compiled from source) and the
// workspace packages resolved to their sources, as the reference app builds them.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { workspaceAlias } from '../../../../vitest.shared';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  resolve: { alias: workspaceAlias },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // Readable names in CPU profiles of the bench; no effect on what is measured beyond bytes.
    minify: false,
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // zod's sources carry explanatory comments where Rollup looks for annotations: not ours.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
        warn(warning);
      },
    },
  },
});
