// The root entry imports no React: bundling it whole (every dependency followed, as tsup does)
// reaches no React, react-redux or MSW module; and the rules-only import tree-shakes the store.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle } from '../bench/bundle';

const src = fileURLToPath(new URL('../src', import.meta.url));
const FRAMEWORKS = /node_modules\/(react|react-dom|react-redux|msw)\//;

describe('@cadenza/sdk root entry', () => {
  it('bundled with every dependency, reaches no React (nor react-redux, nor msw)', async () => {
    const result = await bundle(`export * from './index';`, { resolveDir: src, minify: false });
    expect(result.inputs.filter((input) => FRAMEWORKS.test(input))).toEqual([]);
    expect(result.imports).toEqual([]);
    expect(result.code).not.toMatch(/from ["']react["']/);
  }, 60_000);

  it('a rules-only import leaves out the store, the client and Redux', async () => {
    const result = await bundle(`export { validateCreateForm } from './index';`, {
      resolveDir: src,
      external: ['zod', '@reduxjs/toolkit', '@reduxjs/toolkit/query'],
    });
    expect(result.imports).not.toContain('@reduxjs/toolkit');
    expect(
      result.inputs.filter((input) => /src\/(store|polling|realtime|api\/client)/.test(input)),
    ).toEqual([]);
  }, 60_000);
});
