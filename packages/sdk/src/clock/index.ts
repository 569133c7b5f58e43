export type { Clock, TimerHandle } from './clock';
export { sleep, debounce, throttle, abortReason } from './clock';
export { systemClock } from './system-clock';
