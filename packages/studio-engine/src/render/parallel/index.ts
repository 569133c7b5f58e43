// The offline render over workers: the split, the job a worker runs, and the pool port.
export { runTrackGroupJob, type TrackGroupJob } from './job';
export {
  renderPlanParallel,
  renderProjectParallel,
  RenderWorkerError,
  type ParallelRenderInfo,
  type RenderPool,
} from './render-parallel';
export { splitPlanByTracks, type PlanGroup } from './split-plan';
