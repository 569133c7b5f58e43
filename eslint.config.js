// One lint setup for the whole workspace: typescript-eslint, react-hooks, and the project's
// boundaries (no timers, window or storage in the framework-free packages; no file over 600 lines;
// the package and folder import boundaries of docs/ARCHITECTURE.md, in lint/boundaries.js).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './lint/boundaries.js';

const ambientIo = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map(
  (name) => ({
    name,
    message: 'Inject it (Storage, Clock, fetch) instead of touching it directly.',
  }),
);
const timers = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
].map((name) => ({ name, message: 'Every timer goes through the injected Clock.' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/bench-results/**',
      '**/.data/**',
      '**/*.gen.ts',
      '**/*.gen.test-d.ts',
      '**/.test-output/**',
      '**/e2e-artifacts/**',
      // The generated API reference (pnpm docs:api).
      'docs/api/**',
      // MSW's service worker, copied verbatim by `msw init`.
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx', 'packages/sdk/src/react/**/*.ts', 'packages/ui/**/*.ts', 'apps/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts', 'packages/studio-engine/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/react/**', '**/testing/**', '**/*.browser.ts', '**/system-*.ts'],
    rules: { 'no-restricted-globals': ['error', ...ambientIo, ...timers] },
  },
  {
    // CommonJS scripts (the examples' CommonJS consumer) load modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
);
