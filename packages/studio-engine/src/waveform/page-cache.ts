// The waveform page cache (2-studio.md §9): at most 7800 pages, least recently used evicted
// first, except pages of levels above 10 (coarse, few and cheap to hold), which are never
// evicted. Each page is Loading or Cached (§4 Waveform pages).
import { WAVEFORM_MAX_CACHED_PAGES, WAVEFORM_PINNED_LEVEL } from '../audio-constants';
import type { PeakPage } from './mip-map';

export type PageState = 'loading' | 'cached';

export interface PageKey {
  /** The audio the page belongs to. */
  audioId: string;
  level: number;
  index: number;
}

const keyOf = (k: PageKey): string => `${k.audioId}|${k.level}|${k.index}`;

export class PageCache {
  private readonly pages = new Map<string, { level: number; page: PeakPage }>();
  private readonly loading = new Set<string>();

  constructor(private readonly maxPages = WAVEFORM_MAX_CACHED_PAGES) {}

  get size(): number {
    return this.pages.size;
  }

  state(key: PageKey): PageState | null {
    const k = keyOf(key);
    if (this.pages.has(k)) return 'cached';
    return this.loading.has(k) ? 'loading' : null;
  }

  markLoading(key: PageKey): void {
    this.loading.add(keyOf(key));
  }

  /** A cached page (and marks it recently used). */
  get(key: PageKey): PeakPage | null {
    const k = keyOf(key);
    const hit = this.pages.get(k);
    if (hit === undefined) return null;
    this.pages.delete(k);
    this.pages.set(k, hit);
    return hit.page;
  }

  set(key: PageKey, page: PeakPage): void {
    const k = keyOf(key);
    this.loading.delete(k);
    this.pages.delete(k);
    this.pages.set(k, { level: key.level, page });
    this.evict();
  }

  /** A failed load leaves the page neither loading nor cached. */
  forget(key: PageKey): void {
    this.loading.delete(keyOf(key));
  }

  private evict(): void {
    if (this.pages.size <= this.maxPages) return;
    for (const [k, entry] of this.pages) {
      if (this.pages.size <= this.maxPages) return;
      if (entry.level > WAVEFORM_PINNED_LEVEL) continue;
      this.pages.delete(k);
    }
  }
}
