// Issue 32 item 4: the render queue is bounded and shared fairly. A user who floods renders gets
// one turn per round; another user's render waits for a bounded number of renders, not the flood.
import { describe, expect, it } from 'vitest';
import { MEDIA_RENDERS_IN_FLIGHT } from '@cadenza/sdk';
import { createFairQueue } from './fair-queue';

interface Held {
  owner: string;
  finish: () => void;
}

function harness(concurrency: number) {
  const queue = createFairQueue(concurrency);
  const started: Held[] = [];
  const submit = (owner: string) =>
    queue.run(
      owner,
      () => new Promise<void>((resolve) => started.push({ owner, finish: resolve })),
    );
  const tick = () => new Promise((r) => setImmediate(r));
  return { queue, started, submit, tick };
}

describe('fair render queue (issue 32 item 4)', () => {
  it(`runs at most MEDIA_RENDERS_IN_FLIGHT (${MEDIA_RENDERS_IN_FLIGHT}) renders at once however many are queued`, async () => {
    const { queue, started, submit, tick } = harness(MEDIA_RENDERS_IN_FLIGHT);
    for (let i = 0; i < 400; i += 1) void submit('flooder');
    await tick();
    expect(started).toHaveLength(MEDIA_RENDERS_IN_FLIGHT);
    expect(queue.stats()).toEqual({
      running: MEDIA_RENDERS_IN_FLIGHT,
      waiting: { flooder: 400 - MEDIA_RENDERS_IN_FLIGHT },
    });
  });

  it("starts another user's render once at most two of the flooder's finish, however many (400) are queued", async () => {
    const { started, submit, tick } = harness(MEDIA_RENDERS_IN_FLIGHT);
    for (let i = 0; i < 400; i += 1) void submit('flooder');
    const other = submit('listener');
    let otherDone = false;
    void other.then(() => (otherDone = true));
    await tick();
    let flooderFinishedFirst = 0;
    while (!started.some((h) => h.owner === 'listener')) {
      started.find((h) => h.owner === 'flooder')!.finish();
      started.splice(
        started.findIndex((h) => h.owner === 'flooder'),
        1,
      );
      flooderFinishedFirst += 1;
      await tick();
    }
    expect(flooderFinishedFirst).toBeLessThanOrEqual(2);
    started.find((h) => h.owner === 'listener')!.finish();
    await tick();
    expect(otherDone).toBe(true);
  });

  it('passes a failed render on to its caller and keeps serving the queue', async () => {
    const queue = createFairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('b', () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('frees the slot of a render that throws before it starts (no hang for the next caller)', async () => {
    const queue = createFairQueue(1);
    const throwing = (): Promise<number> => {
      throw new Error('no source');
    };
    for (let i = 0; i < 3; i += 1)
      await expect(queue.run('a', throwing)).rejects.toThrow('no source');
    await expect(queue.run('b', () => Promise.resolve(7))).resolves.toBe(7);
    expect(queue.stats()).toEqual({ running: 0, waiting: {} });
  });
});
