// The real clock, for the CLI. Everything else receives a Clock and never touches timers itself.
import type { Clock, TimerHandle } from './clock';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, Math.max(0, ms));
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle: TimerHandle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
