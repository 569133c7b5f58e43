// The reference app's Vite config: React, vanilla-extract (the ui package's .css.ts files are
// compiled from source), the workspace packages resolved to their sources, and in dev a proxy
// sending /api and /media to the mock server (MOCK_SERVER_URL, default http://localhost:4010).
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { workspaceAlias } from '../../vitest.shared';

const mockServer = process.env.MOCK_SERVER_URL ?? 'http://localhost:4010';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  resolve: { alias: workspaceAlias },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: mockServer, changeOrigin: true },
      '/media': { target: mockServer, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // zod's sources carry explanatory comments where Rollup looks for annotations: not ours.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/zod/')) return;
        warn(warning);
      },
    },
  },
});
