// `pnpm --filter @cadenza/ui bench`: the studio timeline benchmark of issue 18 in headless
// Chromium. A 16-track, 200-clip, 3-minute project on real decoded audio, opened and driven by
// the same script (5 s of scrolling and zooming) in three contestants side by side in one run:
// Cadenza's timeline (a studio session shown by the connected Workspace), @waveform-playlist/
// browser rendering the same tracks, and a bare canvas painting as many rectangles a frame (the
// control: it measures the machine at that moment). Table + bench-results/timeline.json.
//
// The perf check (the benches' regression guard, scripts/bench/baseline.ts): our frame rate over
// the control's, against the recorded baseline (bench/timeline-baseline.json); a full run fails
// when it is more than 10 % below it. The rate compared is the one the CPU allows (1000 / CPU ms a frame of Chromium's renderer and GPU
// processes), not the wall-clock fps: on a machine shared with other jobs wall-clock frames are
// mostly scheduling, and both move together only roughly. Wall-clock fps is in the table too.
// BENCH_QUICK=1: one round of 120-frame scripts, only checked to have run (one quick round varies
// by about ±30 % on the ratio: 0.62 and 0.44 on the same code); full: three interleaved rounds
// of 300 frames, failing on the verdict. BENCH_RECORD_BASELINE=1 records a full run's figures.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../vitest.shared';
import { buildPageIfNeeded, servePage } from './timeline-page';
import { runContestant, type ContestantRun } from './timeline-run';
import { CONTROL_RATIO_CASE, TARGETS, timelineRows } from './timeline-rows';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
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
reportBench(packageDir, 'timeline', rows, [
  // The rate the CPU allows over the bare-canvas control's in the same run (see above), and the
  // same over waveform-playlist's.
  { case: CONTROL_RATIO_CASE, contestant: 'cadenza', metric: 'ratio', better: 'higher' },
  {
    case: 'CPU-bound fps ÷ waveform-playlist',
    contestant: 'cadenza',
    metric: 'ratio',
    better: 'higher',
  },
]);

console.log(`targets: ${JSON.stringify(TARGETS)}`);
