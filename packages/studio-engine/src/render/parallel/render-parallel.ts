// The offline render split over workers (issue 23 item 5): the plan's tracks are divided into as
// many groups as the pool has workers, each worker renders its group's mix (and stems) into shared
// memory, and the main thread adds the groups' mixes up. The workers come in as a RenderPool
// port (node:worker_threads in ./node, or any host that runs runTrackGroupJob). A pool of one
// worker, or a plan with one playing track, renders on the calling thread (renderPlan).
import type { StudioProjectState } from '../../model';
import type { PlaybackPlan } from '../../dsp/engine/plan';
import {
  loadedAudio,
  offlinePlan,
  renderPlan,
  type ClipAudio,
  type RenderedStem,
  type RenderOptions,
  type RenderResult,
} from '../offline';
import { sharedChannel, sharedFloats, type TrackGroupJob } from './job';
import { splitPlanByTracks } from './split-plan';

/** Workers that run track-group jobs. */
export interface RenderPool {
  /** How many workers the pool runs (a render splits its tracks into this many groups). */
  readonly size: number;
  /** Runs `job` on worker `worker` (0 ≤ worker < size); resolves once its buffers are written. */
  run(worker: number, job: TrackGroupJob): Promise<void>;
  /** Stops the workers. */
  close(): Promise<void>;
}

/** A worker of the pool failed (it threw, or exited) while rendering. */
export class RenderWorkerError extends Error {
  override readonly name = 'RenderWorkerError';
}

export interface ParallelRenderInfo {
  /** Groups rendered in workers (0: the render ran on the calling thread). */
  workers: number;
}

/** renderPlan's result, split over the pool's workers. */
export async function renderPlanParallel(
  plan: PlaybackPlan,
  audio: ReadonlyMap<string, ClipAudio>,
  frames: number,
  pool: RenderPool,
  withStems = false,
): Promise<RenderResult & ParallelRenderInfo> {
  const groups = pool.size > 1 ? splitPlanByTracks(plan, pool.size) : [];
  if (groups.length < 2) return { ...renderPlan(plan, audio, frames, withStems), workers: 0 };
  const shared = new Map(
    [...audio].map(([id, clip]) => {
      const loaded = loadedAudio(id, clip);
      return [id, { ...loaded, channels: loaded.channels.map(sharedChannel) }];
    }),
  );
  const jobs: TrackGroupJob[] = groups.map((group) => {
    const ids = new Set(group.plan.segments.map((s) => s.audioId));
    return {
      plan: group.plan,
      audio: [...shared.values()].filter((a) => ids.has(a.id)),
      frames,
      mix: [sharedFloats(frames), sharedFloats(frames)],
      stems: withStems
        ? group.tracks.map((trackIndex) => ({
            trackIndex,
            channels: [sharedFloats(frames), sharedFloats(frames)],
          }))
        : [],
    };
  });
  await Promise.all(jobs.map((job, worker) => pool.run(worker, job)));
  const channels: [Float32Array, Float32Array] = [
    new Float32Array(frames),
    new Float32Array(frames),
  ];
  for (const job of jobs)
    for (let c = 0; c < 2; c++) {
      const into = channels[c]!;
      const from = job.mix[c]!;
      for (let i = 0; i < frames; i++) into[i] = into[i]! + from[i]!;
    }
  const byTrack = new Map(jobs.flatMap((job) => job.stems.map((s) => [s.trackIndex, s])));
  const stems: RenderedStem[] = withStems
    ? plan.tracks.map((track, index) => {
        const stem = byTrack.get(index)!;
        return {
          trackId: track.id,
          channels: [stem.channels[0].slice(), stem.channels[1].slice()],
        };
      })
    : [];
  return { sampleRate: plan.sampleRate, channels, stems, workers: jobs.length };
}

/** renderProject over the pool's workers. */
export function renderProjectParallel(
  state: StudioProjectState,
  options: RenderOptions & { pool: RenderPool },
): Promise<RenderResult & ParallelRenderInfo> {
  const plan = offlinePlan(state, options);
  return renderPlanParallel(
    plan,
    options.audio,
    plan.songEnd,
    options.pool,
    options.stems === true,
  );
}
