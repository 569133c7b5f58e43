// A render queue shared fairly between users (issue 32 item 4): at most `concurrency` renders run
// at once, and waiting renders start round-robin by owner, so a user with hundreds queued gets one
// turn per round like everyone else: another user's render waits for one freed slot per owner
// ahead of it in the round, never for the flood.
export interface FairQueue {
  run<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** Renders running now and waiting, per owner (tests, diagnostics). */
  stats(): { running: number; waiting: Record<string, number> };
}

export function createFairQueue(concurrency: number): FairQueue {
  const waiting = new Map<string, (() => void)[]>();
  const turns: string[] = [];
  let running = 0;

  const pump = (): void => {
    while (running < concurrency && turns.length > 0) {
      const owner = turns.shift()!;
      const queue = waiting.get(owner)!;
      const start = queue.shift()!;
      if (queue.length > 0) turns.push(owner);
      else waiting.delete(owner);
      running += 1;
      start();
    }
  };

  return {
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          const done = () => {
            running -= 1;
            pump();
          };
          // A task that throws before returning its promise still frees its slot.
          new Promise<T>((run) => run(task())).then(
            (value) => {
              done();
              resolve(value);
            },
            (error: unknown) => {
              done();
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        };
        const queue = waiting.get(owner);
        if (queue) queue.push(start);
        else {
          waiting.set(owner, [start]);
          turns.push(owner);
        }
        pump();
      });
    },
    stats: () => ({
      running,
      waiting: Object.fromEntries([...waiting].map(([owner, queue]) => [owner, queue.length])),
    }),
  };
}
