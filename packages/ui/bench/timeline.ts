// `pnpm --filter @cadenza/ui bench`: the studio timeline benchmark of issue 18 in headless
// Chromium. A 16-track, 200-clip, 3-minute project on real decoded audio, opened and driven by
// the same script (5 s of scrolling and zooming) in three contestants side by side in one run:
// Cadenza's timeline (a studio session shown by the connected Workspace), @waveform-playlist/
// browser rendering the same tracks, and a bare canvas painting as many rectangles a frame (the
// control: it measures the machine at that moment). Table + bench-results/timeline.json.
//
// The perf check: our frame rate over the control's, against the recorded baseline
// (bench/timeline-baseline.json, per mode); the run fails when it is more than 10 % below it. The
// rate compared is the one the CPU allows (1000 / CPU ms a frame of Chromium's renderer and GPU
// processes), not the wall-clock fps: on a machine shared with other jobs wall-clock frames are
// mostly scheduling, and both move together only roughly. Wall-clock fps is in the table too.
// BENCH_QUICK=1: one round of 120-frame scripts, the verdict reported only; full: three
// interleaved rounds of 300 frames, failing on the verdict.
// BENCH_RECORD_BASELINE=1 writes this run's ratio as the baseline.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';
import { buildPageIfNeeded, servePage } from './timeline-page';
import { runContestant, type ContestantRun } from './timeline-run';
import { checkBaseline, CONTROL_RATIO_CASE, TARGETS, timelineRows } from './timeline-rows';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const baselineFile = fileURLToPath(new URL('./timeline-baseline.json', import.meta.url));
const mode = benchQuick ? 'quick' : 'full';
const ROUNDS = benchQuick ? 1 : 3;
/** Frames of the scroll-and-zoom script: 5 s at 60 fps in full, 2 s in quick mode. */
const SCRIPT_FRAMES = benchQuick ? 120 : 300;
// The control runs first and last in each round, so load that changes mid-round counts on both sides.
const ORDER = ['canvas', 'cadenza', 'waveform-playlist', 'canvas'] as const;

await buildPageIfNeeded();
const server = await servePage();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const browserCdp = await browser.newBrowserCDPSession();
const runs: ContestantRun[] = [];
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const name of ORDER)
      runs.push(await runContestant(browser, browserCdp, server.baseUrl, name, SCRIPT_FRAMES));
} finally {
  await browser.close();
  await server.close();
}

const rows: BenchRow[] = timelineRows(runs, { scriptFrames: SCRIPT_FRAMES, rounds: ROUNDS });
reportBench(packageDir, 'timeline', rows);

const ratio = rows.find((r) => r.case === CONTROL_RATIO_CASE)?.ratio as number;
const baselines = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, unknown>;
if (process.env.BENCH_RECORD_BASELINE === '1') {
  baselines[mode] = {
    cpuFpsRatioVsCanvas: Number(ratio.toFixed(3)),
    recorded: new Date().toISOString(),
  };
  writeFileSync(baselineFile, `${JSON.stringify(baselines, null, 2)}\n`);
  console.log(`recorded the ${mode} baseline: ${ratio.toFixed(3)}`);
} else {
  const verdict = checkBaseline(ratio, baselines[mode]);
  console.log(verdict.message);
  // One quick round (120 frames) varies by about ±30 % from run to run on this check (0.62 and
  // 0.44 on the same code), so quick mode (the suite's `pnpm bench`) reports the verdict and only
  // the full three-round run fails on it.
  if (!verdict.ok && !benchQuick) process.exitCode = 1;
}
console.log(`targets: ${JSON.stringify(TARGETS)}`);
