// A small in-memory LRU of rendered media (encoded audio, cover art, videos), bounded by bytes.
// Renders are deterministic, so an evicted entry is simply rendered again. Misses render through
// a queue shared fairly between owners (fair-queue.ts).
import { MEDIA_RENDERS_IN_FLIGHT } from '@cadenza/sdk';
import { createFairQueue, type FairQueue } from './fair-queue';

export interface CachedMedia {
  bytes: Uint8Array;
  contentType: string;
}

export function createMediaCache(
  maxBytes = 256 * 1024 * 1024,
  renders: FairQueue = createFairQueue(MEDIA_RENDERS_IN_FLIGHT),
) {
  const entries = new Map<string, CachedMedia>();
  const inflight = new Map<string, Promise<CachedMedia>>();
  let total = 0;

  const put = (key: string, media: CachedMedia): void => {
    const old = entries.get(key);
    if (old) total -= old.bytes.byteLength;
    entries.set(key, media);
    total += media.bytes.byteLength;
    for (const [oldest, value] of entries) {
      if (total <= maxBytes || oldest === key) break;
      entries.delete(oldest);
      total -= value.bytes.byteLength;
    }
  };

  return {
    /**
     * The cached media for key, rendering it once (concurrent callers share the render). A render
     * waits its owner's turn in the fair queue (the user whose song it is).
     */
    async get(
      key: string,
      render: () => Promise<CachedMedia>,
      owner = 'anonymous',
    ): Promise<CachedMedia> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const promise = renders.run(owner, render).then(
        (media) => {
          put(key, media);
          inflight.delete(key);
          return media;
        },
        (error: unknown) => {
          inflight.delete(key);
          throw error;
        },
      );
      inflight.set(key, promise);
      return promise;
    },
    /** The render queue's state (tests, diagnostics). */
    renders: (): ReturnType<FairQueue['stats']> => renders.stats(),
    clear(): void {
      entries.clear();
      total = 0;
    },
  };
}

export type MediaCache = ReturnType<typeof createMediaCache>;
