// @vitest-environment node
/**
 * Structure checks that keep the shape of the code (issue 17): no file of a package's src is in
 * an import circle (the circles seed↔social, stateful↔upload-handlers and use-add-menu↔panels
 * were broken once; this keeps new ones out), and no shipped ui file reads the store's
 * internals: components use @cadenza/sdk/react's hooks (useCadenzaCalls, useCadenzaClock,
 * useCadenzaClient, useCreateFormReader, usePlayerReader, useCadenzaQueries, ...).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importCircles, importGraph } from './import-graph';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const srcOf = (name: string) => `${packages}${name}/src`;

describe('import circles', () => {
  test.each(['ui', 'sdk', 'mock-server', 'studio-engine'])('%s/src has none', (name) => {
    expect(importCircles(importGraph(srcOf(name)))).toEqual([]);
  });

  test('a circle is found, with every file in it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});

const STORE_INTERNALS =
  /\bstore\s*\.\s*(getState|dispatch|subscribe|api|needsFetch|query|mutate|clock|client|engine|poller|jobs|lyrics|actions|submissions|persistence)\b/;
const TEST_ONLY = /(\.test\.tsx?|\.stories\.tsx|\/fixtures\/.*|\/testing\/.*|test-kit\.tsx?)$/;

test('no shipped ui file reads the store’s internals', () => {
  const root = srcOf('ui');
  const readers = [...importGraph(root).keys()]
    .filter((file) => !TEST_ONLY.test(`/${file}`))
    .filter((file) => STORE_INTERNALS.test(readFileSync(`${root}/${file}`, 'utf8')));
  expect(readers).toEqual([]);
});
