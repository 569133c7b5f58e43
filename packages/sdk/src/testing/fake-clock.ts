/**
 * A fake Clock for tests and stories: time moves only when told. `advance(ms)` runs every
 * timer due within `ms`, in order, letting the promise chains each timer starts settle before
 * the next one fires, so polling loops over MSW run exactly as on a real clock.
 */
import type { Clock, TimerHandle } from '@cadenza/sdk';

export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, running due timers in order. */
  advance(ms: number): Promise<void>;
  /** Runs timers until none is left (or `limit` timers ran, which throws). */
  runAll(limit?: number): Promise<void>;
  /** Lets pending promise chains (fetches, handlers) settle without moving time. */
  flush(): Promise<void>;
  /** Timers waiting to run. */
  pending(): number;
  /** When the next timer is due, or null. */
  nextDueAt(): number | null;
}

interface Timer {
  readonly id: number;
  readonly due: number;
  readonly fn: () => void;
}

/** Decided: fake time starts at 2025-01-01T00:00:00Z unless told otherwise. */
export const FAKE_CLOCK_EPOCH = Date.UTC(2025, 0, 1);

const macrotask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });

/** How many macrotask turns a flush waits: enough for MSW's fetch interception to answer. */
const FLUSH_TURNS = 8;

export interface FakeClockOptions {
  /** Start time, epoch ms. */
  readonly now?: number;
  /**
   * Extra waiting after each timer runs, for work the clock cannot see (a real server answering
   * over a socket in integration tests): called after the macrotask flush.
   */
  readonly settle?: () => Promise<void>;
}

export function createFakeClock(options: FakeClockOptions = {}): FakeClock {
  let now = options.now ?? FAKE_CLOCK_EPOCH;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const next = (limit: number): Timer | undefined => {
    let earliest: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.due > limit) continue;
      if (
        !earliest ||
        timer.due < earliest.due ||
        (timer.due === earliest.due && timer.id < earliest.id)
      )
        earliest = timer;
    }
    return earliest;
  };

  const flush = async () => {
    for (let turn = 0; turn < FLUSH_TURNS; turn += 1) await macrotask();
    if (options.settle) await options.settle();
  };

  const clock: FakeClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { id, due: now + Math.max(0, Number.isFinite(ms) ? ms : 0), fn });
      return id as TimerHandle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const target = now + Math.max(0, ms);
      await flush();
      for (;;) {
        const timer = next(target);
        if (!timer) break;
        timers.delete(timer.id);
        now = timer.due;
        timer.fn();
        await flush();
      }
      now = target;
      await flush();
    },
    async runAll(limit = 10_000) {
      await flush();
      for (let ran = 0; ; ran += 1) {
        const timer = next(Number.POSITIVE_INFINITY);
        if (!timer) return;
        if (ran >= limit) throw new Error(`FakeClock.runAll: more than ${limit} timers`);
        timers.delete(timer.id);
        now = Math.max(now, timer.due);
        timer.fn();
        await flush();
      }
    },
    flush,
    pending: () => timers.size,
    nextDueAt: () => next(Number.POSITIVE_INFINITY)?.due ?? null,
  };
  return clock;
}
