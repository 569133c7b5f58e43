import { defineConfig } from 'tsup';

// No source maps in the package (issue 30 item 7: a Node client's install size).
export default defineConfig([
  {
    entry: { index: 'src/index.ts', tone: 'src/tone.ts', rules: 'src/rules.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    treeshake: true,
    target: 'es2022',
  },
  {
    // Node only: the render worker pool (node.js for import, node.cjs for require) and the worker
    // it starts (render-worker.js, ESM, found beside it; shims gives the CJS build import.meta.url).
    entry: { node: 'src/node.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    shims: true,
    sourcemap: false,
    target: 'es2022',
    platform: 'node',
  },
  {
    entry: { 'render-worker': 'src/render/node/render-worker.ts' },
    format: ['esm'],
    sourcemap: false,
    target: 'es2022',
    platform: 'node',
  },
  {
    // The AudioWorklet processor as one classic script: worklet hosts (and audioworklet-polyfill)
    // load it with addModule(moduleUrl), where module imports are not available.
    entry: { 'worklet-processor': 'src/worklet/processor.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    sourcemap: false,
    target: 'es2022',
    minify: true,
  },
]);
