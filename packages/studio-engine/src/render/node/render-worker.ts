// The node:worker_threads side of the parallel render: runs each track-group job it is sent and
// answers { id } when its buffers are written, or { id, error } when it failed. A request without
// a job is the pool's ready() asking whether the worker has loaded: answered { id } at once.
import { parentPort } from 'node:worker_threads';
import { runTrackGroupJob, type TrackGroupJob } from '../parallel/job';

export interface RenderWorkerRequest {
  id: number;
  job?: TrackGroupJob;
}

export interface RenderWorkerAnswer {
  id: number;
  error?: string;
}

parentPort?.on('message', ({ id, job }: RenderWorkerRequest) => {
  let answer: RenderWorkerAnswer = { id };
  try {
    if (job !== undefined) runTrackGroupJob(job);
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
