// Scrubbing (2-studio.md §9: "Scrub update throttled to 50 ms"): the first move applies at once,
// later ones at most every 50 ms with the latest position, and the last one always lands. In
// edit mode, stopping resets the scrub position (§5 Keyboard).
import type { Clock, ClockHandle } from '../model';
import { SCRUB_THROTTLE_MS } from '../audio-constants';

export class ScrubThrottle {
  private last = -Infinity;
  private pending: number | null = null;
  private timer: ClockHandle | null = null;
  private current: number | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly apply: (seconds: number) => void,
  ) {}

  /** The scrub position last applied (null when not scrubbing). */
  get position(): number | null {
    return this.current;
  }

  scrub(seconds: number): void {
    const now = this.clock.now();
    if (this.timer === null && now - this.last >= SCRUB_THROTTLE_MS) {
      this.emit(seconds, now);
      return;
    }
    this.pending = seconds;
    if (this.timer === null) {
      this.timer = this.clock.setTimeout(
        () => {
          this.timer = null;
          if (this.pending !== null) this.emit(this.pending, this.clock.now());
        },
        Math.max(0, SCRUB_THROTTLE_MS - (now - this.last)),
      );
    }
  }

  /** Ends the scrub; `reset` forgets the position (edit mode, when playback stops). */
  end(reset: boolean): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (this.pending !== null) this.emit(this.pending, this.clock.now());
    if (reset) this.current = null;
  }

  private emit(seconds: number, now: number): void {
    this.pending = null;
    this.last = now;
    this.current = seconds;
    this.apply(seconds);
  }
}
