import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../model/testing/fake-clock';
import { decoderBackoffMs, openDecoder, type DecoderPort } from './decoder';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function fakePort(
  first: unknown | null,
  clock: { setTimeout: (fn: () => void, ms: number) => unknown },
): DecoderPort {
  const port: DecoderPort = {
    postMessage: () => undefined,
    onmessage: null,
    terminate: () => undefined,
  };
  if (first !== null) clock.setTimeout(() => port.onmessage?.({ data: first }), 10);
  return port;
}

describe('opening the decoder (§9: max 6 retries, 1 s time-out, backoff 200 ms doubling, capped at 8 s)', () => {
  it('backs off 200, 400, 800 ... ms, capped at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(decoderBackoffMs)).toEqual([
      200, 400, 800, 1600, 3200, 6400, 8000, 8000,
    ]);
  });

  it("fails with 'Failed to open decoder ... after N attempts' after more than 6 retries", async () => {
    const clock = createFakeClock();
    const opened: number[] = [];
    const result = openDecoder({
      clock,
      source: 'clip-1',
      open: () => {
        opened.push(clock.now());
        return fakePort(null, clock);
      },
    }).catch((error: Error) => error.message);
    for (let i = 0; i < 210; i++) {
      await flush();
      clock.advance(100);
    }
    expect(await result).toBe('Failed to open decoder clip-1 after 7 attempts');
    // Each attempt waits 1 s for an answer, then the backoff.
    expect(opened).toEqual([0, 1200, 2600, 4400, 7000, 11200, 18600]);
  });

  it('opens once the worker says it is ready, retrying a worker that failed to start', async () => {
    const clock = createFakeClock();
    let tries = 0;
    const result = openDecoder({
      clock,
      source: 'clip-2',
      open: () => {
        tries++;
        if (tries === 1) throw new Error('no worker');
        return fakePort({ type: 'ready' }, clock);
      },
    });
    for (let i = 0; i < 5; i++) {
      await flush();
      clock.advance(100);
    }
    await expect(result).resolves.toBeDefined();
    expect(tries).toBe(2);
  });

  it("refuses a worker whose first message is not ready: 'First message from worker was not ready'", async () => {
    const clock = createFakeClock();
    const result = openDecoder({
      clock,
      source: 'clip-3',
      open: () => fakePort({ type: 'peaks' }, clock),
    });
    clock.advance(20);
    await expect(result).rejects.toThrow('First message from worker was not ready');
  });
});
