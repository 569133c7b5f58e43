import { describe, expect, it } from 'vitest';
import { WAVEFORM_MAX_CACHED_PAGES } from '../audio-constants';
import { PageCache } from './page-cache';

const page = () => new Float32Array(2);

describe('waveform page cache (§9: up to 7800 pages, levels above 10 never evicted)', () => {
  it('evicts the least recently used page beyond 7800', () => {
    const cache = new PageCache();
    for (let i = 0; i < WAVEFORM_MAX_CACHED_PAGES; i++)
      cache.set({ audioId: 'a', level: 0, index: i }, page());
    cache.get({ audioId: 'a', level: 0, index: 0 });
    cache.set({ audioId: 'a', level: 0, index: 99_999 }, page());
    expect(cache.size).toBe(WAVEFORM_MAX_CACHED_PAGES);
    expect(cache.state({ audioId: 'a', level: 0, index: 0 })).toBe('cached');
    expect(cache.state({ audioId: 'a', level: 0, index: 1 })).toBeNull();
  });

  it('never evicts pages of levels above 10', () => {
    const cache = new PageCache(3);
    cache.set({ audioId: 'a', level: 11, index: 0 }, page());
    cache.set({ audioId: 'a', level: 12, index: 0 }, page());
    for (let i = 0; i < 5; i++) cache.set({ audioId: 'a', level: 10, index: i }, page());
    expect(cache.state({ audioId: 'a', level: 11, index: 0 })).toBe('cached');
    expect(cache.state({ audioId: 'a', level: 12, index: 0 })).toBe('cached');
    expect(cache.state({ audioId: 'a', level: 10, index: 4 })).toBe('cached');
    expect(cache.state({ audioId: 'a', level: 10, index: 3 })).toBeNull();
  });

  it('tells Loading from Cached', () => {
    const cache = new PageCache();
    const key = { audioId: 'a', level: 2, index: 1 };
    cache.markLoading(key);
    expect(cache.state(key)).toBe('loading');
    cache.set(key, page());
    expect(cache.state(key)).toBe('cached');
  });
});
