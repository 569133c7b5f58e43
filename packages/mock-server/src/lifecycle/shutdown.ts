// Graceful stop with a deadline (issue 32 item 4): on SIGTERM the server drains (stops accepting,
// lets running steps settle, closes the engine and database); if that has not finished within the
// decided grace period (a flood of renders can keep it busy), it is cut short and the process
// stops anyway. Time comes from the injected clock.
import type { Clock } from '../clock';

export interface DrainOptions {
  clock: Clock;
  graceMs: number;
  /** Everything a clean stop does; resolves when done. */
  drain: () => Promise<void>;
  /** Ends what is left at once (open connections, the process). */
  force: () => void;
}

/** 'drained' when the drain finished in time; 'forced' when the grace period ran out first. */
export function drainWithin(options: DrainOptions): Promise<'drained' | 'forced'> {
  return new Promise((resolve) => {
    let settled = false;
    const timer = options.clock.setTimeout(() => {
      if (settled) return;
      settled = true;
      options.force();
      resolve('forced');
    }, options.graceMs);
    const finish = () => {
      if (settled) return;
      settled = true;
      options.clock.clearTimeout(timer);
      resolve('drained');
    };
    options.drain().then(finish, finish);
  });
}
