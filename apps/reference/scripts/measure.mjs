// Bench: the initial JavaScript of /create (every script the page loads until the create form
// is ready, gzip level 9 and raw, beside its budget from scripts/bench/budgets.ts) and its first
// contentful paint and time to interactive in headless Chromium, on the local server (the built app on the in-process mock server). Writes
// bench-results/reference.json. BENCH_QUICK=1 measures one load instead of five.
// Time to interactive here: the later of (the Create button rendered) and (the end of the last
// long task), after a quiet window with no long task.
import { chromium } from 'playwright-core';
import { BUDGETS, budgetColumns, kib } from '../../../scripts/bench/budgets.ts';
import { benchQuick, reportBench } from '../../../scripts/bench/report.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { recordScripts } from '../e2e/initial-js.ts';
import { startServer } from '../e2e/server.ts';
import { appDir, buildIfNeeded } from './build-if-needed.mjs';

const RUNS = benchQuick ? 1 : 5;
const QUIET_MS = 1000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function loadOnce(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    window.__longTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTaskEnd = Math.max(window.__longTaskEnd, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const recording = recordScripts(page);
  await page.goto(`${baseUrl}/create`);
  await page.getByRole('button', { name: 'Create', exact: true }).waitFor({ timeout: 60_000 });
  const readyMs = await page.evaluate(() => performance.now());
  let lastEnd = -1;
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const end = await page.evaluate(() => window.__longTaskEnd);
    if (end === lastEnd) break;
    lastEnd = end;
  }
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const { scripts, rawBytes, gzipBytes } = await recording.sizes();
  await context.close();
  return {
    scripts: scripts.length,
    raw: rawBytes,
    gzip: gzipBytes,
    fcpMs,
    ttiMs: Math.max(readyMs, lastEnd),
  };
}

const dist = await buildIfNeeded();
const server = await startServer(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // One warm-up load: the server's first answers (seeded media caches) are not the app's cost.
  await loadOnce(browser, server.baseUrl);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, server.baseUrl));
  const first = runs[0];
  reportBench(
    appDir,
    'reference',
    [
      {
        case: BUDGETS.createInitialJs.name,
        contestant: 'reference',
        scripts: first.scripts,
        rawBytes: first.raw,
        gzipBytes: first.gzip,
        gzipKiB: kib(first.gzip),
        ...budgetColumns(BUDGETS.createInitialJs, first.gzip),
      },
      {
        case: '/create page load',
        contestant: 'reference',
        runs: RUNS,
        fcpMedianMs: Math.round(median(runs.map((r) => r.fcpMs ?? Number.NaN))),
        fcpMinMs: Math.round(Math.min(...runs.map((r) => r.fcpMs ?? Number.NaN))),
        ttiMedianMs: Math.round(median(runs.map((r) => r.ttiMs))),
        ttiMinMs: Math.round(Math.min(...runs.map((r) => r.ttiMs))),
      },
    ],
    [
      { contestant: 'reference', metric: 'gzipBytes', better: 'lower' },
      {
        case: '/create page load',
        contestant: 'reference',
        metric: 'ttiMedianMs',
        better: 'lower',
      },
    ],
  );
} finally {
  await browser.close();
  await server.close();
}
