import { defineConfig } from 'tsup';

// Six public entries: '.' (client, rules), './contract' (operations table, zod schemas), './rules'
// (the rules alone), './store' (the runtime), './react' and './testing'. The store, react and testing entries import the root (and
// each other) by package name, kept external, so every entry shares one copy of the core and one
// set of declarations.
//
// ESM keeps one output module per source module (every module is an entry, shared code is
// split): with "sideEffects": false a consumer's bundler drops every module it does not use,
// which a single bundled file would not allow (top-level tables built by calls stay in it).
// CJS is split the same way (tsup's experimental CJS splitting). Declarations are bundled
// per public entry.
const ENTRIES = {
  index: 'src/index.ts',
  contract: 'src/contract.ts',
  rules: 'src/rules.ts',
  'store/index': 'src/store/index.ts',
  'react/index': 'src/react/index.ts',
  'testing/index': 'src/testing/index.ts',
};
const NOT_SHIPPED = [
  '!src/**/*.test.ts',
  '!src/**/*.test-d.ts',
  '!src/**/fixtures/**',
  '!src/**/test-fixtures.ts',
  '!src/**/*test-kit.ts',
  '!src/store/test-store.ts',
];

export default defineConfig({
  entry: ['src/**/*.ts', ...NOT_SHIPPED],
  format: ['esm', 'cjs'],
  splitting: true,
  clean: true,
  // No source maps in the package: they were 3 MB of the sdk's install (issue 30 item 7).
  sourcemap: false,
  target: 'es2022',
  external: ['@cadenza/sdk', 'react', 'msw', 'msw/node'],
  // The react and testing declarations resolve '@cadenza/sdk' to the sources while they are
  // built, and keep it as an import of the package in the emitted .d.ts.
  dts: {
    entry: ENTRIES,
    compilerOptions: {
      paths: {
        '@cadenza/sdk': ['./src/index.ts'],
        '@cadenza/sdk/contract': ['./src/contract.ts'],
        '@cadenza/sdk/store': ['./src/store/index.ts'],
        '@cadenza/studio-engine/rules': ['../studio-engine/src/rules.ts'],
      },
    },
  },
});
