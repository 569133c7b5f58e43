import { describe, expect, it, vi } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '@cadenza/sdk';
import { FakeClock } from '../../test/fake-clock';
import { drainWithin } from './shutdown';

describe(`SIGTERM drains within SHUTDOWN_GRACE_MS (${SHUTDOWN_GRACE_MS} ms), then stops (issue 32 item 4)`, () => {
  it('stops cleanly when the drain finishes in time, never forcing', async () => {
    const clock = new FakeClock();
    const force = vi.fn();
    const result = drainWithin({ clock, graceMs: SHUTDOWN_GRACE_MS, drain: async () => {}, force });
    await expect(result).resolves.toBe('drained');
    clock.runUntil(clock.now() + SHUTDOWN_GRACE_MS * 2);
    expect(force).not.toHaveBeenCalled();
  });

  it('forces the stop once the grace period passes while the drain still hangs', async () => {
    const clock = new FakeClock();
    const force = vi.fn();
    const result = drainWithin({
      clock,
      graceMs: SHUTDOWN_GRACE_MS,
      drain: () => new Promise<void>(() => {}),
      force,
    });
    clock.runUntil(clock.now() + SHUTDOWN_GRACE_MS - 1);
    expect(force).not.toHaveBeenCalled();
    clock.runUntil(clock.now() + 1);
    await expect(result).resolves.toBe('forced');
    expect(force).toHaveBeenCalledTimes(1);
  });
});
