// The JavaScript a page loads, as the /create budget counts it: every script response from the
// page's first request until the caller stops recording, each gzipped on its own (level 9) as a
// server would send it. Shared by the budget journey (budgets.e2e.ts) and the bench
// (scripts/measure.mjs).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptSizes {
  /** Script paths in the order they were loaded. */
  readonly scripts: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** Starts recording the page's script responses; `sizes()` totals what was loaded so far. */
export function recordScripts(page: Page): { sizes(): Promise<ScriptSizes> } {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && !bodies.has(path)) bodies.set(path, response.body());
  });
  return {
    async sizes() {
      const loaded = await Promise.all([...bodies.values()]);
      return {
        scripts: [...bodies.keys()],
        rawBytes: loaded.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: loaded.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      };
    },
  };
}
