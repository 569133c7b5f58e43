// Time is injected: every timer of the model goes through a Clock, so rules run under a fake clock.

/** An opaque timer handle returned by `Clock.setTimeout`. */
export type ClockHandle = unknown;

export interface Clock {
  /** Milliseconds on a monotonic or wall clock; only differences are used. */
  now(): number;
  setTimeout(fn: () => void, ms: number): ClockHandle;
  clearTimeout(handle: ClockHandle): void;
}
