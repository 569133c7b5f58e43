// The root entry imports no React and no runtime: bundling it whole (every dependency followed, as
// tsup does) reaches no React, react-redux, MSW or Redux module and none of the store's folders;
// the rules entry reaches no client and no zod; and a rules-only import tree-shakes the rest.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle } from '../bench/bundle';

const src = fileURLToPath(new URL('../src', import.meta.url));
const FRAMEWORKS = /node_modules\/(react|react-dom|react-redux|msw)\//;
/** The runtime behind @cadenza/sdk/store. */
const RUNTIME = /src\/(store|polling|realtime|persistence|uploads)\//;
/** The wire's runtime: the client and the zod schemas. */
const WIRE_RUNTIME = /src\/api\/(client|operation-schemas|operations\.gen|schemas\/)/;
const DEPENDENCIES = [
  'zod',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@cadenza/studio-engine/rules',
];

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

  it('bundled whole, holds no runtime: no store, polling, realtime, persistence, uploads or Redux', async () => {
    const result = await bundle(`export * from './index';`, {
      resolveDir: src,
      external: DEPENDENCIES,
    });
    expect(result.inputs.filter((input) => RUNTIME.test(input))).toEqual([]);
    expect(result.imports).not.toContain('@reduxjs/toolkit');
    expect(result.imports).not.toContain('@reduxjs/toolkit/query');
  }, 60_000);
});

describe('@cadenza/sdk/rules entry', () => {
  it('bundled whole, holds the rules alone: no client, no zod schemas, no runtime', async () => {
    const result = await bundle(`export * from './rules';`, {
      resolveDir: src,
      external: DEPENDENCIES,
    });
    expect(
      result.inputs.filter((input) => WIRE_RUNTIME.test(input) || RUNTIME.test(input)),
    ).toEqual([]);
    expect(result.imports.filter((name) => name !== '@cadenza/studio-engine/rules')).toEqual([]);
    expect(result.inputs.some((input) => input.includes('src/domain/create-form/'))).toBe(true);
  }, 60_000);
});
