// `pnpm --filter @cadenza/ui bench:generate` (and part of `bench`): issue 19's generate benchmark
// in headless Chromium, on the timeline bench's page build (?bench=generate, bench/timeline/
// generate.tsx): a 16-track, 200-clip project, a selection over the first clip, the studio's own
// StudioGeneration. Per run: from the Generate click to the placeholder drawn (target ≤ 100 ms),
// and from the clip's audio being available to the clip placed with its waveform (≤ 300 ms).
// BENCH_QUICK=1: 3 runs (well under 30 s); full: 10. Table + bench-results/generate.json; the
// targets are reported, not asserted (no timed assertions).
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';
import { buildPageIfNeeded, servePage } from './timeline-page';
import { VIEWPORT } from './timeline-run';
import type { GenerateBenchRun } from './timeline/generate';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const RUNS = benchQuick ? 3 : 10;
const TARGETS = { placeholderMs: 100, placeMs: 300 } as const;

await buildPageIfNeeded();
const server = await servePage();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const runs: GenerateBenchRun[] = [];
try {
  const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (process.env.BENCH_DEBUG) console.log('page:', m.text());
  });
  await page.goto(`${server.baseUrl}/?bench=generate`);
  await page.waitForFunction(() => window.generateBench !== undefined);
  await page.evaluate(() => window.generateBench!.then(() => undefined));
  for (let i = 0; i < RUNS; i++)
    runs.push(await page.evaluate((n) => window.generateBench!.then((d) => d.run(n)), i));
  if (errors.length > 0) throw new Error(errors.join('\n'));
} finally {
  await browser.close();
  await server.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rowOf = (name: keyof typeof TARGETS, label: string): BenchRow => {
  const xs = runs.map((r) => r[name]);
  return {
    case: label,
    contestant: 'cadenza',
    runs: xs.length,
    medianMs: median(xs),
    maxMs: Math.max(...xs),
    targetMs: TARGETS[name],
    withinTarget: median(xs) <= TARGETS[name],
  };
};
reportBench(
  packageDir,
  'generate',
  [
    rowOf('placeholderMs', 'Generate click → placeholder drawn'),
    rowOf('placeMs', 'clip audio available → placed with its waveform'),
  ],
  [{ contestant: 'cadenza', metric: 'medianMs', better: 'lower' }],
);
