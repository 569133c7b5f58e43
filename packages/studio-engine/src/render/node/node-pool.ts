// A RenderPool of node:worker_threads workers, one per available core by default
// (os.availableParallelism()). Workers start on first use, or all at once with ready() (issue 33
// item 4: a server starts its pool when it starts, so no render pays the workers' start-up), and
// stay until close(). From the built
// package the worker is render-worker.js beside this file; from the TypeScript sources (tests,
// benches) it is render-worker.ts, loaded through tsx.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { RenderWorkerError, type RenderPool } from '../parallel/render-parallel';
import type { TrackGroupJob } from '../parallel/job';
import type { RenderWorkerAnswer, RenderWorkerRequest } from './render-worker';

export interface NodeRenderPoolOptions {
  /** Workers (default: os.availableParallelism()). */
  size?: number;
  /** Starts one worker (default: startRenderWorker). */
  startWorker?: () => Worker;
}

/** A pool that can be started ahead of its first render. */
export interface NodeRenderPool extends RenderPool {
  /** Starts every worker and resolves once each has loaded the renderer (idempotent). */
  ready(): Promise<void>;
}

/** Starts a render worker (render-worker.js, or render-worker.ts through tsx from the sources). */
export function startRenderWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(fromSource ? './render-worker.ts' : './render-worker.js', import.meta.url);
  if (!fromSource) return new Worker(script);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(boot, { eval: true });
}

interface Pending {
  resolve: () => void;
  reject: (error: RenderWorkerError) => void;
}

export function createNodeRenderPool(options: NodeRenderPoolOptions = {}): NodeRenderPool {
  const size = Math.max(1, Math.floor(options.size ?? availableParallelism()));
  const startWorker = options.startWorker ?? startRenderWorker;
  const workers = new Map<number, Worker>();
  const pending = new Map<number, Pending & { worker: number }>();
  let nextId = 0;

  function failAll(worker: number, message: string) {
    workers.delete(worker);
    for (const [id, p] of pending)
      if (p.worker === worker) {
        pending.delete(id);
        p.reject(new RenderWorkerError(message));
      }
  }

  function workerAt(index: number): Worker {
    let worker = workers.get(index);
    if (worker !== undefined) return worker;
    worker = startWorker();
    worker.on('message', ({ id, error }: RenderWorkerAnswer) => {
      const p = pending.get(id);
      if (p === undefined) return;
      pending.delete(id);
      if (error === undefined) p.resolve();
      else p.reject(new RenderWorkerError(`Render worker ${index} failed: ${error}`));
    });
    worker.on('error', (error) =>
      failAll(index, `Render worker ${index} failed: ${error.message}`),
    );
    worker.on('exit', (code) => failAll(index, `Render worker ${index} exited with code ${code}`));
    workers.set(index, worker);
    return worker;
  }

  function send(index: number, job?: TrackGroupJob): Promise<void> {
    const id = nextId++;
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject, worker: index });
      workerAt(index).postMessage({ id, job } satisfies RenderWorkerRequest);
    });
  }

  return {
    size,
    run(index: number, job: TrackGroupJob): Promise<void> {
      if (!Number.isInteger(index) || index < 0 || index >= size)
        return Promise.reject(
          new RenderWorkerError(`No render worker ${index} in a pool of ${size}`),
        );
      return send(index, job);
    },
    async ready() {
      await Promise.all(Array.from({ length: size }, (_, index) => send(index)));
    },
    async close() {
      const all = [...workers.values()];
      workers.clear();
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
