// `pnpm --filter @cadenza/studio-engine bench:dsp`: Cadenza's stretcher against
// signalsmith-stretch and soundtouchjs on the same inputs in one Node process, then a 16-track,
// 3-minute offline render. Speed figures are process CPU time (the machine may be shared: wall
// time would measure the scheduler), printed beside wall time for reference; each contestant
// runs REPEATS times, interleaved with the others, and its best run is kept. The render runs on
// one thread and over worker threads (dsp-render.ts). BENCH_QUICK=1 runs short inputs once.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { benchQuick, reportBench, type BenchRow } from '../../../scripts/bench/report';
import { musicBed } from '../src/dsp/testing/signals';
import { contestants, type Run } from './dsp-contestants';
import { BENCH_CASES, outputFrames } from './dsp-jobs';
import { renderRows } from './dsp-render';
import { measureQuality } from './dsp-quality';

const RATE = 48000;
const quick = benchQuick;
const INPUT_SECONDS = quick ? 6 : 60;
const PROBES = quick
  ? { sineSeconds: 2, clickSeconds: 6, residualSeconds: 2, wobbleSeconds: 2 }
  : { sineSeconds: 4, clickSeconds: 60, residualSeconds: 10, wobbleSeconds: 6 };
const REPEATS = quick ? 1 : 2;
const PROJECT = quick
  ? { tracks: 16, seconds: 12, clipSeconds: 4 }
  : { tracks: 16, seconds: 180, clipSeconds: 30 };

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (v: number, digits: number): number => Number(v.toFixed(digits));

function speedFigures(run: Pick<Run, 'blockMs' | 'peakMemoryMB'>, frames: number) {
  const sorted = [...run.blockMs].sort((a, b) => a - b);
  const cpuSeconds = run.blockMs.reduce((s, v) => s + v, 0) / 1000;
  return {
    realtimeFactor: round(frames / RATE / cpuSeconds, 1),
    p99BlockMs: round(percentile(sorted, 0.99), 3),
    maxBlockMs: round(sorted[sorted.length - 1] ?? 0, 3),
    peakMemoryMB: round(run.peakMemoryMB, 1),
  };
}

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const wall: string[] = [];
  const input = musicBed(INPUT_SECONDS, RATE);
  const players = await contestants(RATE);
  for (const bench of BENCH_CASES) {
    const job = bench.job(INPUT_SECONDS);
    const frames = outputFrames(job, input[0].length, RATE);
    const best = new Map<
      string,
      { figures: ReturnType<typeof speedFigures>; wallSeconds: number }
    >();
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      for (const player of players) {
        collect();
        const started = performance.now();
        const run = await player.render(job, input, frames, true);
        const wallSeconds = (performance.now() - started) / 1000;
        const figures = speedFigures(run, frames);
        const kept = best.get(player.name);
        if (kept === undefined || figures.realtimeFactor > kept.figures.realtimeFactor) {
          best.set(player.name, { figures, wallSeconds });
        }
      }
    }
    for (const player of players) {
      const kept = best.get(player.name) as {
        figures: ReturnType<typeof speedFigures>;
        wallSeconds: number;
      };
      const quality = await measureQuality(player, bench, RATE, PROBES);
      rows.push({ case: job.name, contestant: player.name, ...kept.figures, ...quality });
      wall.push(
        `${job.name} / ${player.name}: ${round(frames / RATE / kept.wallSeconds, 1)}x real time (wall)`,
      );
      console.error(`done: ${job.name} / ${player.name}`);
    }
  }
  rows.push(
    ...(await renderRows(
      PROJECT,
      RATE,
      (blockMs, frames, peakMemoryMB) => speedFigures({ blockMs, peakMemoryMB }, frames),
      collect,
      REPEATS,
    )),
  );
  console.log(wall.join('\n'));
  console.log('');
  reportBench(fileURLToPath(new URL('..', import.meta.url)), 'dsp', rows, [
    // Every stretch case's CPU-time real-time factor, the render's on one thread and over workers.
    { contestant: 'cadenza', metric: 'realtimeFactor', better: 'higher' },
    {
      case: /render$/,
      contestant: 'cadenza (1 thread)',
      metric: 'realtimeFactor',
      better: 'higher',
    },
    {
      case: /render$/,
      contestant: /worker threads\)$/,
      metric: 'wallRealtimeFactor',
      better: 'higher',
    },
  ]);
}

await main();
