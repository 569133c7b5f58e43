// A fake Clock for tests: time moves only when the test advances it; due timers run in order.
import type { Clock, TimerHandle } from '../src/clock';

interface Timer {
  at: number;
  fn: () => void;
}

export class FakeClock implements Clock {
  private time: number;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();

  constructor(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    this.seq += 1;
    this.timers.set(this.seq, { at: this.time + Math.max(0, ms), fn });
    return this.seq;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }

  /** When the next timer is due, or null when none is pending. */
  nextAt(): number | null {
    let next: number | null = null;
    for (const timer of this.timers.values()) if (next === null || timer.at < next) next = timer.at;
    return next;
  }

  /** Moves to `at` (not backwards), running every timer due by then in order. */
  runUntil(at: number): void {
    for (;;) {
      let dueId: number | null = null;
      let due: Timer | null = null;
      for (const [id, timer] of this.timers)
        if (timer.at <= at && (due === null || timer.at < due.at)) {
          dueId = id;
          due = timer;
        }
      if (dueId === null || due === null) break;
      this.timers.delete(dueId);
      this.time = Math.max(this.time, due.at);
      due.fn();
    }
    this.time = Math.max(this.time, at);
  }
}
