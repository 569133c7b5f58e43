import { describe, expect, it } from 'vitest';
import { createFakeClock, FAKE_CLOCK_EPOCH } from './fake-clock';

describe('the fake clock', () => {
  it('runs due timers in order as time advances, and nothing before', async () => {
    const clock = createFakeClock();
    const ran: string[] = [];
    clock.setTimeout(() => ran.push('b'), 200);
    clock.setTimeout(() => ran.push('a'), 100);
    const cancelled = clock.setTimeout(() => ran.push('x'), 150);
    clock.clearTimeout(cancelled);
    await clock.advance(99);
    expect(ran).toEqual([]);
    await clock.advance(101);
    expect(ran).toEqual(['a', 'b']);
    expect(clock.now()).toBe(FAKE_CLOCK_EPOCH + 200);
  });

  it('lets promise chains started by a timer schedule the next timer within one advance', async () => {
    const clock = createFakeClock();
    const at: number[] = [];
    const loop = async () => {
      at.push(clock.now() - FAKE_CLOCK_EPOCH);
      await Promise.resolve();
      if (at.length < 3) clock.setTimeout(() => void loop(), 1000);
    };
    clock.setTimeout(() => void loop(), 1000);
    await clock.advance(3000);
    expect(at).toEqual([1000, 2000, 3000]);
  });

  it('runAll stops at its limit instead of spinning forever', async () => {
    const clock = createFakeClock();
    const again = () => clock.setTimeout(again, 1);
    again();
    await expect(clock.runAll(5)).rejects.toThrow('more than 5 timers');
  });
});
