// The real clock: the one place of the SDK that touches the platform's timers (eslint allows
// timers only in system-*.ts files).
import type { Clock } from './clock';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
