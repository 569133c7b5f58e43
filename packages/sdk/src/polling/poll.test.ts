import { describe, expect, it } from 'vitest';
import { ApiError } from '@cadenza/sdk';
import { createFakeClock } from '../testing/fake-clock';
import { pollUntil, type PollSchedule } from './poll';

const run = (schedule: PollSchedule, doneAt: number | null, signal?: AbortSignal) => {
  const clock = createFakeClock();
  const start = clock.now();
  const tries: number[] = [];
  const outcome = pollUntil({
    clock,
    schedule,
    ...(signal ? { signal } : {}),
    attempt: async (_signal, n) => {
      tries.push(clock.now() - start);
      return n;
    },
    isDone: (n) => doneAt !== null && n >= doneAt,
  });
  return { clock, tries, outcome, start };
};

describe('pollUntil: interval, tries, timeout, abort on the injected clock', () => {
  it('tries at the first delay, then once per interval, until done', async () => {
    const { clock, tries, outcome } = run(
      { intervalMs: 4000, firstTryAfterMs: 4000, maxTries: 10 },
      3,
    );
    await clock.runAll();
    expect(await outcome).toEqual({ status: 'done', value: 3, tries: 3 });
    expect(tries).toEqual([4000, 8000, 12_000]);
  });

  it('stops after maxTries with exhausted', async () => {
    const { clock, tries, outcome } = run(
      { intervalMs: 4000, firstTryAfterMs: 4000, maxTries: 10 },
      null,
    );
    await clock.runAll();
    expect(await outcome).toMatchObject({ status: 'exhausted', tries: 10, last: 10 });
    expect(tries.at(-1)).toBe(40_000);
  });

  it('ends with timeout at the deadline when no further try fits', async () => {
    const { clock, tries, outcome, start } = run(
      { intervalMs: 2500, firstTryAfterMs: 0, timeoutMs: 300_000 },
      null,
    );
    await clock.runAll();
    expect(await outcome).toMatchObject({ status: 'timeout', tries: 121 });
    expect(tries[0]).toBe(0);
    expect(tries.at(-1)).toBe(300_000);
    expect(clock.now() - start).toBe(300_000);
  });

  it('ends with aborted when the signal aborts while waiting, leaving no timer behind', async () => {
    const controller = new AbortController();
    const { clock, tries, outcome } = run(
      { intervalMs: 1000, firstTryAfterMs: 1000 },
      null,
      controller.signal,
    );
    await clock.advance(2500);
    controller.abort();
    expect(await outcome).toMatchObject({ status: 'aborted', tries: 2 });
    expect(tries).toEqual([1000, 2000]);
    expect(clock.pending()).toBe(0);
  });

  it('a try that throws ends the loop with an ApiError outcome', async () => {
    const clock = createFakeClock();
    const outcome = pollUntil({
      clock,
      schedule: { intervalMs: 1000, firstTryAfterMs: 0 },
      attempt: async () => {
        throw new ApiError({ kind: 'http', status: 500 });
      },
      isDone: () => false,
    });
    await clock.runAll();
    const result = await outcome;
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error.status).toBe(500);
  });
});
