// The real Clock over the platform's timers: the one place in the model that touches them.
import type { Clock, ClockHandle } from './clock';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number): ClockHandle => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle: ClockHandle) =>
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
