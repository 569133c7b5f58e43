// Playback analytics (2-studio.md §4): the spans of the song actually played, sent about every
// 5 s while playing and when playback stops or jumps; spans under 0.1 s are dropped. Time runs
// through the injected Clock.
import type { Clock, ClockHandle } from '../model';
import { PLAYBACK_ANALYTICS_INTERVAL_MS, PLAYBACK_MIN_SPAN_SECONDS } from '../audio-constants';

export interface PlaybackSpan {
  /** Song positions in seconds. */
  startSeconds: number;
  endSeconds: number;
}

export interface PlaybackAnalyticsOptions {
  clock: Clock;
  send: (span: PlaybackSpan) => void;
  /** Reads the current song position in seconds. */
  position: () => number;
}

export class PlaybackAnalytics {
  private spanStart: number | null = null;
  private timer: ClockHandle | null = null;

  constructor(private readonly options: PlaybackAnalyticsOptions) {}

  /** Playback started (or resumed) at a song position. */
  start(positionSeconds: number): void {
    this.flush();
    this.spanStart = positionSeconds;
    this.schedule();
  }

  /** The position is about to jump (seek, loop wrap): the span so far ends where it was. */
  jump(toSeconds: number): void {
    if (this.spanStart === null) return;
    this.flush();
    this.spanStart = toSeconds;
  }

  /** Playback stopped: the last span is sent. */
  stop(): void {
    this.flush();
    this.spanStart = null;
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const { clock } = this.options;
    if (this.timer !== null) clock.clearTimeout(this.timer);
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      if (this.spanStart === null) return;
      const now = this.options.position();
      this.flush();
      this.spanStart = now;
      this.schedule();
    }, PLAYBACK_ANALYTICS_INTERVAL_MS);
  }

  /** Sends the span from its start to the current position, unless it is too short. */
  private flush(): void {
    if (this.spanStart === null) return;
    const end = this.options.position();
    const span = { startSeconds: this.spanStart, endSeconds: end };
    this.spanStart = end;
    if (span.endSeconds - span.startSeconds >= PLAYBACK_MIN_SPAN_SECONDS) this.options.send(span);
  }
}
