import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../model/testing/fake-clock';
import { PageLoader } from './page-loader';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('waveform page loads (§9: retried 3 times at 1 s; §8: failures warned, null)', () => {
  it('retries a failed load 3 times, 1 s apart, then warns and gives null', async () => {
    const clock = createFakeClock();
    const attempts: number[] = [];
    const warnings: string[] = [];
    const loader = new PageLoader({
      clock,
      load: async () => {
        attempts.push(clock.now());
        throw new Error('offline');
      },
      warn: (message) => warnings.push(message),
    });
    const result = loader.get({ audioId: 'a', level: 3, index: 0 });
    for (let i = 0; i < 4; i++) {
      await flush();
      clock.advance(1000);
    }
    expect(await result).toBeNull();
    expect(attempts).toEqual([0, 1000, 2000, 3000]);
    expect(warnings).toEqual(['Waveform page 3/0 of a failed to load']);
    expect(loader.cache.state({ audioId: 'a', level: 3, index: 0 })).toBeNull();
  });

  it('loads a page once for concurrent requests, then serves it from the cache', async () => {
    const clock = createFakeClock();
    let loads = 0;
    const loader = new PageLoader({ clock, load: async () => (loads++, new Float32Array(4)) });
    const key = { audioId: 'a', level: 0, index: 0 };
    const [a, b] = await Promise.all([loader.get(key), loader.get(key)]);
    expect(a).toBe(b);
    expect(await loader.get(key)).toBe(a);
    expect(loads).toBe(1);
    expect(loader.cache.state(key)).toBe('cached');
  });

  it('succeeds on a retry', async () => {
    const clock = createFakeClock();
    let calls = 0;
    const loader = new PageLoader({
      clock,
      load: async () => {
        calls++;
        if (calls < 3) throw new Error('flaky');
        return new Float32Array(4);
      },
    });
    const result = loader.get({ audioId: 'a', level: 1, index: 0 });
    for (let i = 0; i < 3; i++) {
      await flush();
      clock.advance(1000);
    }
    expect(await result).toHaveLength(4);
    expect(calls).toBe(3);
  });
});
