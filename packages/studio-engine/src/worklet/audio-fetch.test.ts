import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../model/testing/fake-clock';
import { fetchAudioWithRetry } from './audio-fetch';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('audio buffer fetch (§9: retries 5 times, 1 s apart)', () => {
  it('retries a failing fetch 5 times, 1 s apart, then gives up with its error', async () => {
    const clock = createFakeClock();
    const attempts: number[] = [];
    const result = fetchAudioWithRetry(async () => {
      attempts.push(clock.now());
      throw new Error('503');
    }, clock).catch((error: Error) => error.message);
    for (let i = 0; i < 6; i++) {
      await flush();
      clock.advance(1000);
    }
    expect(await result).toBe('503');
    expect(attempts).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('returns the audio once a retry succeeds', async () => {
    const clock = createFakeClock();
    let calls = 0;
    const result = fetchAudioWithRetry(async () => {
      calls++;
      if (calls < 2) throw new Error('flaky');
      return 'audio';
    }, clock);
    await flush();
    clock.advance(1000);
    expect(await result).toBe('audio');
  });
});
