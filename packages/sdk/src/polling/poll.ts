/**
 * pollUntil: the one polling loop of the SDK. Every documented schedule (schedules.ts) runs
 * through it on the injected Clock: an interval, an optional cap on tries, an optional timeout,
 * and an AbortSignal. A try that throws ends the loop with an 'error' outcome.
 */
import { sleep, toApiError, type ApiError, type Clock } from '@cadenza/sdk';

export interface PollSchedule {
  /** Time between the end of one try and the start of the next. */
  readonly intervalMs: number;
  /** When the first try starts, after the loop starts (0: at once). */
  readonly firstTryAfterMs: number;
  /** At most this many tries. */
  readonly maxTries?: number;
  /** No try starts later than this after the loop started; then the outcome is 'timeout'. */
  readonly timeoutMs?: number;
}

export type PollOutcome<T> =
  | { readonly status: 'done'; readonly value: T; readonly tries: number }
  /** maxTries used up while still running. */
  | { readonly status: 'exhausted'; readonly last: T | undefined; readonly tries: number }
  /** timeoutMs passed while still running. */
  | { readonly status: 'timeout'; readonly last: T | undefined; readonly tries: number }
  | { readonly status: 'error'; readonly error: ApiError; readonly tries: number }
  | { readonly status: 'aborted'; readonly last: T | undefined; readonly tries: number };

export interface PollOptions<T> {
  readonly clock: Clock;
  readonly schedule: PollSchedule;
  /** One try; it receives the loop's signal so an abort cancels the request in flight. */
  readonly attempt: (signal: AbortSignal, tryNumber: number) => Promise<T>;
  /** True when polling can stop with this value. */
  readonly isDone: (value: T) => boolean;
  readonly signal?: AbortSignal;
  /** Called with every value a try returned (done or not). */
  readonly onValue?: (value: T, tryNumber: number) => void;
}

/** Polls until `isDone`, the tries or the time run out, a try fails, or the signal aborts. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const { clock, schedule, signal } = options;
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  const startedAt = clock.now();
  const deadline = schedule.timeoutMs === undefined ? undefined : startedAt + schedule.timeoutMs;
  let tries = 0;
  let last: T | undefined;
  const aborted = (): PollOutcome<T> => ({ status: 'aborted', last, tries });
  try {
    let delay = schedule.firstTryAfterMs;
    for (;;) {
      if (controller.signal.aborted) return aborted();
      if (schedule.maxTries !== undefined && tries >= schedule.maxTries) {
        return { status: 'exhausted', last, tries };
      }
      if (deadline !== undefined && clock.now() + delay > deadline) {
        await sleep(clock, Math.max(0, deadline - clock.now()), controller.signal);
        return { status: 'timeout', last, tries };
      }
      if (delay > 0) await sleep(clock, delay, controller.signal);
      tries += 1;
      let value: T;
      try {
        value = await options.attempt(controller.signal, tries);
      } catch (error) {
        if (controller.signal.aborted) return aborted();
        return { status: 'error', error: toApiError(error), tries };
      }
      if (controller.signal.aborted) return aborted();
      last = value;
      options.onValue?.(value, tries);
      if (options.isDone(value)) return { status: 'done', value, tries };
      delay = schedule.intervalMs;
    }
  } catch (error) {
    // Only an aborted sleep throws here.
    if (controller.signal.aborted) return aborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', forward);
  }
}
