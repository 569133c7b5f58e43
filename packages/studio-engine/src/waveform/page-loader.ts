// Loading waveform pages through the cache: a page is loaded once (concurrent requests share
// it), retried 3 times 1 s apart (§9), and a failure is only warned and gives null (§8).
import type { Clock } from '../model';
import { WAVEFORM_PAGE_RETRIES, WAVEFORM_PAGE_RETRY_MS } from '../audio-constants';
import type { PeakPage } from './mip-map';
import { PageCache, type PageKey } from './page-cache';

export interface PageLoaderOptions {
  clock: Clock;
  /** Loads one page (from the server's aggregates or the decoder). */
  load: (key: PageKey) => Promise<PeakPage>;
  warn?: (message: string, error: unknown) => void;
  cache?: PageCache;
}

export class PageLoader {
  readonly cache: PageCache;
  private readonly inFlight = new Map<string, Promise<PeakPage | null>>();

  constructor(private readonly options: PageLoaderOptions) {
    this.cache = options.cache ?? new PageCache();
  }

  /** The page, from the cache or loaded; null when every attempt failed. */
  get(key: PageKey): Promise<PeakPage | null> {
    const cached = this.cache.get(key);
    if (cached !== null) return Promise.resolve(cached);
    const k = `${key.audioId}|${key.level}|${key.index}`;
    let pending = this.inFlight.get(k);
    if (pending === undefined) {
      this.cache.markLoading(key);
      pending = this.attempt(key, 0).finally(() => this.inFlight.delete(k));
      this.inFlight.set(k, pending);
    }
    return pending;
  }

  private async attempt(key: PageKey, retry: number): Promise<PeakPage | null> {
    try {
      const page = await this.options.load(key);
      this.cache.set(key, page);
      return page;
    } catch (error) {
      if (retry < WAVEFORM_PAGE_RETRIES) {
        await new Promise<void>((resolve) =>
          this.options.clock.setTimeout(resolve, WAVEFORM_PAGE_RETRY_MS),
        );
        return this.attempt(key, retry + 1);
      }
      this.cache.forget(key);
      (this.options.warn ?? (() => undefined))(
        `Waveform page ${key.level}/${key.index} of ${key.audioId} failed to load`,
        error,
      );
      return null;
    }
  }
}
