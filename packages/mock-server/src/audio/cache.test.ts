import { describe, expect, it } from 'vitest';
import { ByteLru, Coalescer } from './cache';
import { sourceKey } from './source-key';
import { songSource } from './test-support';

describe('render caches', () => {
  it('evicts least recently used entries beyond the byte budget', () => {
    const lru = new ByteLru<Uint8Array>(10, (b) => b.length);
    lru.set('a', new Uint8Array(4));
    lru.set('b', new Uint8Array(4));
    lru.get('a');
    lru.set('c', new Uint8Array(4));
    expect([
      lru.get('a') !== undefined,
      lru.get('b') !== undefined,
      lru.get('c') !== undefined,
    ]).toEqual([true, false, true]);
    expect(lru.bytes).toBe(8);
    lru.set('huge', new Uint8Array(11));
    expect(lru.get('huge')).toBeUndefined();
  });

  it('runs one job per key at a time', async () => {
    const coalescer = new Coalescer<number>();
    let runs = 0;
    const make = async () => ++runs;
    const [a, b] = await Promise.all([coalescer.run('k', make), coalescer.run('k', make)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await coalescer.run('k', make)).toBe(2);
  });

  it('keys sources by content, uploads by their bytes', () => {
    expect(sourceKey(songSource())).toBe(sourceKey(songSource()));
    expect(sourceKey(songSource({ seed: 1 }))).not.toBe(sourceKey(songSource({ seed: 2 })));
    const upload = (bytes: number[]) =>
      songSource({ upload: { bytes: new Uint8Array(bytes), filename: 'a.wav' } });
    expect(sourceKey(upload([1, 2, 3]))).toBe(sourceKey(upload([1, 2, 3])));
    expect(sourceKey(upload([1, 2, 3]))).not.toBe(sourceKey(upload([1, 2, 4])));
  });
});
