// The 16-track offline render rows of the DSP bench (issue 23 item 5), side by side in one run:
// the single-thread render (one engine, the figure being process CPU time per 128-frame block,
// as the stretcher rows) and the render split over node:worker_threads workers (one per
// os.availableParallelism(); its figure is wall time, as the workers run at once, with the
// process CPU time of every thread beside it). The worker pool is started with ready() and warmed
// up on a short render first (both times reported), as a server keeps its pool; the song is then
// rendered `renders` times on the same warm pool (the best kept, the first beside it). The CPU
// ceiling is the single thread's CPU rate times the workers: what the split gives with every core
// free; the wall figure falls short of it by what the machine's other jobs take.
import { loadavg } from 'node:os';
import type { BenchRow } from '../../../scripts/bench/report';
import { ENGINE_QUANTUM } from '../src/dsp/engine/engine';
import { compilePlan } from '../src/render/compile-plan';
import { createNodeRenderPool } from '../src/render/node/node-pool';
import { loadedAudio, offlineEngine } from '../src/render/offline';
import { renderPlanParallel } from '../src/render/parallel/render-parallel';
import { multiTrackAudio, multiTrackProject } from '../src/render/testing/multi-track';

export interface RenderCase {
  tracks: number;
  seconds: number;
  clipSeconds: number;
}

interface Figures {
  realtimeFactor: number;
  p99BlockMs: number | null;
  maxBlockMs: number | null;
  peakMemoryMB: number;
}

const round = (v: number, digits: number): number => Number(v.toFixed(digits));
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
const heapAndBuffers = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

export async function renderRows(
  c: RenderCase,
  rate: number,
  speed: (blockMs: number[], frames: number, peakMemoryMB: number) => Figures,
  collect: () => void,
  renders: number,
): Promise<BenchRow[]> {
  const state = multiTrackProject(c.tracks, c.seconds, c.clipSeconds);
  const audio = multiTrackAudio(rate, c.clipSeconds);
  const plan = compilePlan(state, { sampleRate: rate });
  const frames = plan.songEnd;
  const name = `${c.tracks}-track ${c.seconds / 60}-minute offline render`;
  const empty = { pitchErrorCents: null, onsetDriftMs: null, lrResidualDb: null, wobbleDb: null };

  // Single thread, block by block.
  const engine = offlineEngine(
    plan,
    [...audio].map(([id, clip]) => loadedAudio(id, clip)),
  );
  collect();
  const out = [new Float32Array(ENGINE_QUANTUM), new Float32Array(ENGINE_QUANTUM)];
  const blockMs: number[] = [];
  const base = heapAndBuffers();
  let peak = 0;
  const singleStarted = performance.now();
  for (let at = 0, block = 0; at < frames; at += ENGINE_QUANTUM, block++) {
    const u0 = process.cpuUsage();
    engine.render(out, 0, Math.min(ENGINE_QUANTUM, frames - at));
    blockMs.push(cpuSeconds(process.cpuUsage(u0)) * 1000);
    if ((block & 255) === 0) peak = Math.max(peak, heapAndBuffers() - base);
  }
  const singleWall = (performance.now() - singleStarted) / 1000;
  const single: BenchRow = {
    case: name,
    contestant: 'cadenza (1 thread)',
    ...speed(blockMs, frames, peak / 2 ** 20),
    wallRealtimeFactor: round(frames / rate / singleWall, 1),
    workers: 0,
    ...empty,
  };

  // Workers: the pool warmed up on a short render, then the whole song.
  const pool = createNodeRenderPool();
  try {
    const startupStarted = performance.now();
    await pool.ready();
    const startupMs = performance.now() - startupStarted;
    const warmStarted = performance.now();
    const warm = compilePlan(multiTrackProject(pool.size, 1, 1), { sampleRate: rate });
    await renderPlanParallel(warm, multiTrackAudio(rate, 1), warm.songEnd, pool);
    const warmUpMs = performance.now() - warmStarted;
    const times: { wall: number; cpu: number; memoryMB: number; workers: number }[] = [];
    for (let i = 0; i < renders; i++) {
      collect();
      const memoryBefore = heapAndBuffers();
      const cpu0 = process.cpuUsage();
      const started = performance.now();
      const result = await renderPlanParallel(plan, audio, frames, pool);
      times.push({
        wall: (performance.now() - started) / 1000,
        cpu: cpuSeconds(process.cpuUsage(cpu0)),
        memoryMB: (heapAndBuffers() - memoryBefore) / 2 ** 20,
        workers: result.workers,
      });
    }
    const best = times.reduce((a, b) => (b.wall < a.wall ? b : a));
    const seconds = frames / rate;
    const singleCpuFactor = Number(single.realtimeFactor);
    const parallel: BenchRow = {
      case: name,
      contestant: `cadenza (${best.workers} worker threads)`,
      realtimeFactor: round(seconds / best.wall, 1),
      p99BlockMs: null,
      maxBlockMs: null,
      peakMemoryMB: round(best.memoryMB, 1),
      wallRealtimeFactor: round(seconds / best.wall, 1),
      firstRenderWallRealtimeFactor: round(seconds / times[0]!.wall, 1),
      renders,
      cpuRealtimeFactor: round(seconds / best.cpu, 1),
      cpuCeilingRealtimeFactor: round(singleCpuFactor * best.workers, 1),
      workers: best.workers,
      poolStartupMs: Math.round(startupMs),
      warmUpRenderMs: Math.round(warmUpMs),
      loadAverage: round(loadavg()[0] ?? 0, 2),
      ...empty,
    };
    return [single, parallel];
  } finally {
    await pool.close();
  }
}
