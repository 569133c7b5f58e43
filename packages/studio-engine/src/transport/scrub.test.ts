import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../model/testing/fake-clock';
import { ScrubThrottle } from './scrub';

describe('scrubbing (§9: scrub update throttled to 50 ms)', () => {
  it('applies the first move at once, then at most one every 50 ms with the latest position', () => {
    const clock = createFakeClock();
    const applied: [number, number][] = [];
    const scrub = new ScrubThrottle(clock, (s) => applied.push([clock.now(), s]));
    scrub.scrub(1);
    clock.advance(10);
    scrub.scrub(2);
    clock.advance(10);
    scrub.scrub(3);
    clock.advance(40);
    scrub.scrub(4);
    clock.advance(100);
    expect(applied).toEqual([
      [0, 1],
      [50, 3],
      [100, 4],
    ]);
    expect(scrub.position).toBe(4);
  });

  it('lands the last position when the scrub ends, and forgets it on a reset (edit mode, stopped)', () => {
    const clock = createFakeClock();
    const applied: number[] = [];
    const scrub = new ScrubThrottle(clock, (s) => applied.push(s));
    scrub.scrub(1);
    scrub.scrub(2);
    scrub.end(true);
    expect(applied).toEqual([1, 2]);
    expect(scrub.position).toBeNull();
    expect(clock.pending()).toBe(0);
  });
});
