// Clock-driven scheduler of lifecycle steps. Each step is stored in the jobs table and armed on
// the injected Clock, so a restarted server re-arms what was pending (overdue steps run at once).
// A step leaves the table only once its handler has finished: a step cut short by a crash runs
// again after the restart (at least once), so handlers are idempotent — each checks the state it
// moves from, and removes its own step in the same transaction as its last write when it can.
// Handlers run one at a time per step; `settle()` waits for every running handler (tests).
import type { Clock, TimerHandle } from '../clock';
import type { JobRecord, JobRepo } from '../db/jobs';
import { newId } from '../db/ids';

export type JobHandler = (job: JobRecord) => Promise<void> | void;

export interface SchedulerDeps {
  jobs: JobRepo;
  clock: Clock;
  onError: (error: unknown, job: JobRecord) => void;
  /** Called before and after each step runs (steps write data). */
  onRun?: () => void;
}

export function createScheduler({ jobs, clock, onError, onRun }: SchedulerDeps) {
  const handlers = new Map<string, JobHandler>();
  const timers = new Map<string, TimerHandle>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const active = new Set<string>();

  const run = (id: string): void => {
    timers.delete(id);
    if (stopped || active.has(id)) return;
    const job = jobs.get(id);
    if (!job) return;
    const handler = handlers.get(job.kind);
    if (!handler) return;
    active.add(id);
    const task = (async () => {
      onRun?.();
      try {
        await handler(job);
      } catch (error) {
        onError(error, job);
      } finally {
        jobs.delete(id);
        active.delete(id);
        onRun?.();
      }
    })();
    running.add(task);
    void task.finally(() => running.delete(task));
  };

  const arm = (job: JobRecord): void => {
    timers.set(
      job.id,
      clock.setTimeout(() => run(job.id), Math.max(0, job.run_at - clock.now())),
    );
  };

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },
    /** Runs `kind` for `subjectId` after `delayMs`. */
    schedule(
      kind: string,
      subjectId: string,
      delayMs: number,
      payload: Record<string, unknown> | null = null,
    ): string {
      const job: JobRecord = {
        id: newId(),
        kind,
        subject_id: subjectId,
        run_at: clock.now() + Math.max(0, Math.round(delayMs)),
        payload,
      };
      jobs.insert(job);
      if (!stopped) arm(job);
      return job.id;
    },
    /** Cancels every pending step of a subject. */
    cancel(subjectId: string): number {
      let cancelled = 0;
      for (const job of jobs.bySubject(subjectId)) {
        const handle = timers.get(job.id);
        if (handle !== undefined) clock.clearTimeout(handle);
        timers.delete(job.id);
        if (jobs.delete(job.id)) cancelled += 1;
      }
      return cancelled;
    },
    pending: (subjectId: string): JobRecord[] => jobs.bySubject(subjectId),
    /** Arms every stored step (after a restart). */
    start(): void {
      stopped = false;
      for (const job of jobs.all()) if (!timers.has(job.id)) arm(job);
    },
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
    stop(): void {
      stopped = true;
      for (const handle of timers.values()) clock.clearTimeout(handle);
      timers.clear();
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
