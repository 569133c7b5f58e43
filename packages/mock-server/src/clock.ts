// Time is injected: the lifecycle scheduler, jobs with a ready time, share-link caches and the
// radio schedule all read this Clock. The CLI passes the system clock (system-clock.ts); tests
// pass a fake one and advance it.

export type TimerHandle = unknown;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();
