// Render workers (worker_threads). Jobs for one song family go to the same worker, so its caches
// hit. From TypeScript sources (vitest, tsx) the worker starts at worker-dev.mjs, which loads
// worker.ts through tsx; from the tsup build it runs the bundled `audio-worker` entry next to the
// bundle. Only
// when no worker can start (no entry file, or the thread dies before it is ready) do jobs run
// in this thread instead, through the very same job runner.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Job, JobMessage, ResultMessage, RuntimeConfig } from './protocol';
import type { JobRunner } from './jobs';

export interface Executor {
  run(job: Job, affinity: string): Promise<unknown>;
  close(): Promise<void>;
  /** Where jobs run now: 'workers', or 'in-thread' after the fallback. */
  mode(): 'workers' | 'in-thread';
}

interface WorkerEntry {
  file: string;
  execArgv: string[];
}

function thisFile(): string | null {
  try {
    return fileURLToPath(import.meta.url);
  } catch {
    return typeof __filename === 'string' ? __filename : null;
  }
}

/** The worker script for how this module is running, or null when there is none. */
export function workerEntry(): WorkerEntry | null {
  const here = thisFile();
  if (!here) return null;
  if (here.endsWith('.ts')) {
    const file = join(dirname(here), 'worker-dev.mjs');
    return existsSync(file) ? { file, execArgv: [] } : null;
  }
  const ext = here.endsWith('.cjs') ? '.cjs' : '.js';
  const file = join(dirname(here), `audio-worker${ext}`);
  return existsSync(file) ? { file, execArgv: [] } : null;
}

function affinityIndex(key: string, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % n;
}

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  pending: Map<number, Pending>;
}

export function createExecutor(
  config: RuntimeConfig,
  size: number,
  entry: WorkerEntry | null,
): Executor {
  let inThread: Promise<JobRunner> | null = null;
  let nextId = 1;
  let closed = false;
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({
    worker: null,
    ready: false,
    pending: new Map(),
  }));

  const runInThread = (job: Job): Promise<unknown> => {
    inThread ??= import('./jobs').then((m) => m.createJobRunner(config));
    return inThread.then((runner) => runner.run(job));
  };

  const fail = (slot: Slot, error: Error) => {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    const neverStarted = !slot.ready;
    slot.worker = null;
    slot.ready = false;
    for (const p of pending) {
      if (neverStarted && !closed) runInThread(p.job).then(p.resolve, p.reject);
      else p.reject(error);
    }
    if (neverStarted) entry = null;
  };

  const start = (slot: Slot): Worker => {
    const current = entry as WorkerEntry;
    const worker = new Worker(current.file, { workerData: config, execArgv: current.execArgv });
    worker.on('message', (message: ResultMessage | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        return;
      }
      const p = slot.pending.get(message.id);
      if (!p) return;
      slot.pending.delete(message.id);
      if (message.ok) p.resolve(message.result);
      else p.reject(new Error(message.message));
    });
    worker.on('error', (error) => fail(slot, error));
    worker.on('exit', (code) => {
      if (slot.worker === worker) fail(slot, new Error(`render worker exited with code ${code}`));
    });
    slot.worker = worker;
    return worker;
  };

  return {
    run(job, affinity) {
      if (closed) return Promise.reject(new Error('the audio engine is closed'));
      if (!entry) return runInThread(job);
      const slot = slots[affinityIndex(affinity, slots.length)] as Slot;
      const worker = slot.worker ?? start(slot);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        slot.pending.set(id, { job, resolve, reject });
        worker.postMessage({ id, job } satisfies JobMessage);
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (worker) await worker.terminate();
          for (const p of slot.pending.values()) p.reject(new Error('the audio engine is closed'));
          slot.pending.clear();
        }),
      );
    },
    mode: () => (entry ? 'workers' : 'in-thread'),
  };
}
