import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { createJobRegistry } from './job-registry';
import { pollUntil } from './poll';

describe('shared jobs: polling stops when the last subscriber leaves', () => {
  it('starts once for many subscribers and aborts when the last one leaves', async () => {
    const clock = createFakeClock();
    const registry = createJobRegistry();
    let tries = 0;
    let outcome: string | undefined;
    const start = (signal: AbortSignal) =>
      pollUntil({
        clock,
        signal,
        schedule: { intervalMs: 1000, firstTryAfterMs: 0 },
        attempt: async () => (tries += 1),
        isDone: () => false,
      }).then((o) => (outcome = o.status));
    const a = registry.watch('k', start, () => undefined);
    const b = registry.watch('k', start, () => undefined);
    await clock.advance(2000);
    expect(tries).toBe(3);
    a();
    await clock.advance(1000);
    expect(tries).toBe(4);
    b();
    await clock.advance(5000);
    expect(tries).toBe(4);
    expect(outcome).toBe('aborted');
    expect(registry.size()).toBe(0);
  });

  it('notifies subscribers with the settled result', async () => {
    const registry = createJobRegistry();
    let notified = 0;
    const stop = registry.watch(
      'k',
      async () => 42,
      () => (notified += 1),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(registry.snapshot('k')).toEqual({ status: 'settled', result: 42 });
    expect(notified).toBe(1);
    stop();
  });
});
