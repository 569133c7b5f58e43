// @cadenza/studio-engine/node: what only Node runs, here the offline render's worker pool over
// node:worker_threads (renderPlanParallel / renderProjectParallel in the root entry take it).
export {
  createNodeRenderPool,
  startRenderWorker,
  type NodeRenderPool,
  type NodeRenderPoolOptions,
} from './render/node/node-pool';
