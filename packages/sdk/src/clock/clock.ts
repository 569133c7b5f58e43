/**
 * Time, injected (ARCHITECTURE.md: the SDK never touches timers directly). Every schedule of the
 * polling engine, every debounce and every timeout runs on a Clock, so every rule runs in Node
 * under a fake clock (`createFakeClock` from `@cadenza/sdk/testing`).
 */

/** An opaque timer handle, as returned by `Clock.setTimeout`. */
export type TimerHandle = unknown;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * Resolves after `ms` on the clock; rejects with the signal's reason when it aborts first.
 * The timer is cleared on abort, so an aborted wait leaves nothing pending.
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(abortReason(signal));
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The reason a signal aborted, always an Error. */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  const error = new Error(typeof reason === 'string' ? reason : 'Aborted');
  error.name = 'AbortError';
  return error;
}

/**
 * Calls `fn` once `ms` after the last call of the returned function (a trailing debounce on
 * the clock). `flush` runs a pending call now; `cancel` drops it.
 */
export function debounce<A extends unknown[]>(
  clock: Clock,
  ms: number,
  fn: (...args: A) => void,
): { (...args: A): void; flush(): void; cancel(): void; pending(): boolean } {
  let handle: TimerHandle | undefined;
  let lastArgs: A | undefined;
  const run = () => {
    handle = undefined;
    const args = lastArgs;
    lastArgs = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    lastArgs = args;
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = clock.setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (handle === undefined) return;
    clock.clearTimeout(handle);
    run();
  };
  debounced.cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
    lastArgs = undefined;
  };
  debounced.pending = () => handle !== undefined;
  return debounced;
}

/**
 * Calls `fn` at most once per `ms`: the first call runs at once, calls inside the window
 * collapse into one run at its end. `cancel` drops a pending run.
 */
export function throttle(clock: Clock, ms: number, fn: () => void): { (): void; cancel(): void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let handle: TimerHandle | undefined;
  const run = () => {
    handle = undefined;
    lastRun = clock.now();
    fn();
  };
  const throttled = () => {
    if (handle !== undefined) return;
    const wait = lastRun + ms - clock.now();
    if (wait <= 0) run();
    else handle = clock.setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  return throttled;
}
