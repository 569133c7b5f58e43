import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { maxAbsDifference } from '../../dsp/testing/measures';
import { compilePlan } from '../compile-plan';
import { renderPlan } from '../offline';
import { renderPlanParallel, RenderWorkerError } from '../parallel/render-parallel';
import { multiTrackAudio, multiTrackProject } from '../testing/multi-track';
import { createNodeRenderPool, startRenderWorker } from './node-pool';

const RATE = 48000;
const pool = createNodeRenderPool({ size: 2 });
afterAll(() => pool.close());

describe('offline render in node:worker_threads (issue 23 item 5)', () => {
  it('sizes the pool to os.availableParallelism() by default', async () => {
    const defaultPool = createNodeRenderPool();
    expect(defaultPool.size).toBe(availableParallelism());
    await defaultPool.close();
  });

  it('the worker mix equals the single-thread mix within 1e-6', async () => {
    const plan = compilePlan(multiTrackProject(3, 2, 1), { sampleRate: RATE });
    const audio = multiTrackAudio(RATE, 1);
    const single = renderPlan(plan, audio, plan.songEnd, true);
    const parallel = await renderPlanParallel(plan, audio, plan.songEnd, pool, true);
    expect(parallel.workers).toBe(2);
    for (const c of [0, 1] as const) {
      expect(maxAbsDifference(parallel.channels[c], single.channels[c])).toBeLessThan(1e-6);
      parallel.stems.forEach((stem, t) =>
        expect(maxAbsDifference(stem.channels[c], single.stems[t]!.channels[c])).toBeLessThan(1e-6),
      );
    }
  }, 60_000);

  it('answers a job for a worker it does not have with a RenderWorkerError', async () => {
    const plan = compilePlan(multiTrackProject(1, 2, 2), { sampleRate: RATE });
    const job = {
      plan,
      audio: [],
      frames: 0,
      mix: [new Float32Array(0), new Float32Array(0)] as [Float32Array, Float32Array],
      stems: [],
    };
    await expect(pool.run(5, job)).rejects.toThrow(RenderWorkerError);
  });

  it('ready() starts every worker once, ahead of the first render; renders after it start none (issue 33 item 4)', async () => {
    let started = 0;
    const warm = createNodeRenderPool({
      size: 2,
      startWorker: () => {
        started += 1;
        return startRenderWorker();
      },
    });
    try {
      await warm.ready();
      expect(started).toBe(2);
      await warm.ready();
      const plan = compilePlan(multiTrackProject(2, 1, 1), { sampleRate: RATE });
      const audio = multiTrackAudio(RATE, 1);
      for (let render = 0; render < 2; render++)
        expect((await renderPlanParallel(plan, audio, plan.songEnd, warm)).workers).toBe(2);
      expect(started).toBe(2);
    } finally {
      await warm.close();
    }
  }, 60_000);
});
