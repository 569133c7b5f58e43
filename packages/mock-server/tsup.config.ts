import { cp, mkdir } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'node',
  shims: true,
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // Declarations resolve '@cadenza/sdk' (and /contract) to its sources while they are built, and keep it as an
    // import of the package in the emitted .d.ts.
    dts: {
      compilerOptions: {
        paths: {
          '@cadenza/sdk': ['../sdk/src/index.ts'],
          '@cadenza/sdk/contract': ['../sdk/src/contract.ts'],
          '@cadenza/studio-engine/rules': ['../studio-engine/src/rules.ts'],
        },
      },
    },
    clean: true,
    /** The migration files travel with the bundle (src/db/migrations → dist/migrations). */
    onSuccess: async () => {
      await mkdir('dist/migrations', { recursive: true });
      await cp('src/db/migrations', 'dist/migrations', {
        recursive: true,
        filter: (src) => !src.endsWith('.ts'),
      });
    },
  },
  { ...shared, entry: { 'audio-worker': 'src/audio/runtime/worker.ts' }, format: ['esm', 'cjs'] },
  { ...shared, entry: { cli: 'src/cli.ts' }, format: ['esm'] },
]);
