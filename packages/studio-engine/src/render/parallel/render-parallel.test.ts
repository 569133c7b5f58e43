import { describe, expect, it } from 'vitest';
import { maxAbsDifference } from '../../dsp/testing/measures';
import { compilePlan } from '../compile-plan';
import { renderPlan, renderProject } from '../offline';
import { fixtureAudio, fixtureProject, FIXTURE_RATE } from '../testing/fixtures';
import { multiTrackAudio, multiTrackProject } from '../testing/multi-track';
import { runTrackGroupJob, type TrackGroupJob } from './job';
import {
  renderPlanParallel,
  renderProjectParallel,
  RenderWorkerError,
  type RenderPool,
} from './render-parallel';

const RATE = FIXTURE_RATE;

/** A pool whose "workers" run the jobs on this thread, recording what they were sent. */
function inlinePool(size: number, fail = false): RenderPool & { jobs: TrackGroupJob[] } {
  const jobs: TrackGroupJob[] = [];
  return {
    size,
    jobs,
    run(_worker, job) {
      jobs.push(job);
      if (fail) return Promise.reject(new RenderWorkerError('Render worker 0 failed: boom'));
      runTrackGroupJob(job);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

describe('offline render over workers (issue 23 item 5)', () => {
  it('the groups’ mix equals the single-thread mix within 1e-6, metronome included', async () => {
    const plan = compilePlan(multiTrackProject(3, 2, 1), { sampleRate: RATE });
    plan.metronome = { ...plan.metronome, enabled: true };
    const audio = multiTrackAudio(RATE, 1);
    const single = renderPlan(plan, audio, plan.songEnd);
    const pool = inlinePool(3);
    const parallel = await renderPlanParallel(plan, audio, plan.songEnd, pool);
    expect(parallel.workers).toBe(3);
    for (const c of [0, 1] as const)
      expect(maxAbsDifference(parallel.channels[c], single.channels[c])).toBeLessThan(1e-6);
    // Each job reads the audio from shared memory and writes shared buffers.
    for (const job of pool.jobs) {
      expect(job.mix[0].buffer).toBeInstanceOf(SharedArrayBuffer);
      expect(job.audio.every((a) => a.channels[0]!.buffer instanceof SharedArrayBuffer)).toBe(true);
    }
  }, 30_000);

  it('renders every track’s stem, equal to the single-thread stems', async () => {
    const state = fixtureProject(6);
    const audio = fixtureAudio(6);
    const single = renderProject(state, { sampleRate: RATE, audio, stems: true });
    const parallel = await renderProjectParallel(state, {
      sampleRate: RATE,
      audio,
      stems: true,
      pool: inlinePool(2),
    });
    expect(parallel.stems.map((s) => s.trackId)).toEqual(['t-bed', 't-tone']);
    parallel.stems.forEach((stem, t) => {
      for (const c of [0, 1] as const)
        expect(
          maxAbsDifference(stem.channels[c], single.stems[t]!.channels[c]),
        ).toBeLessThanOrEqual(1e-6);
    });
  }, 30_000);

  it('falls back to the single-thread render with a pool of one worker', async () => {
    const state = fixtureProject(4);
    const audio = fixtureAudio(4);
    const pool = inlinePool(1);
    const result = await renderProjectParallel(state, { sampleRate: RATE, audio, pool });
    expect(result.workers).toBe(0);
    expect(pool.jobs).toHaveLength(0);
    const single = renderProject(state, { sampleRate: RATE, audio });
    expect(maxAbsDifference(result.channels[0], single.channels[0])).toBe(0);
  });

  it('rejects with a RenderWorkerError when a worker fails', async () => {
    await expect(
      renderProjectParallel(fixtureProject(4), {
        sampleRate: RATE,
        audio: fixtureAudio(4),
        pool: inlinePool(2, true),
      }),
    ).rejects.toThrow(RenderWorkerError);
  });
});
