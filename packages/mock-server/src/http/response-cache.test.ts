import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

const body = (text: string) => Buffer.from(text);

describe('response cache of the feed/v2 poll: bounded under a steady poll (10-minute soak)', () => {
  it('serves an answer until a write or the ttl, then not', () => {
    const cache = createResponseCache(500);
    cache.set('a', body('1'), 0);
    expect(cache.get('a', 400)?.toString()).toBe('1');
    expect(cache.get('a', 501)).toBeNull();
    cache.set('a', body('2'), 600);
    cache.bump();
    expect(cache.get('a', 700)).toBeNull();
  });

  it('a write drops every held answer', () => {
    const cache = createResponseCache(500);
    for (let i = 0; i < 50; i++) cache.set(`k${i}`, body('x'), 0);
    cache.bump();
    expect(cache.size()).toBe(0);
  });

  it('holds only the last ttl’s answers when every poll asks for other ids', () => {
    const cache = createResponseCache(500, 2000);
    for (let ms = 0; ms < 60_000; ms += 10) cache.set(`ids-${ms}`, body('x'), ms);
    expect(cache.size()).toBeLessThanOrEqual(51);
    expect(cache.get('ids-59990', 60_000)?.toString()).toBe('x');
  });

  it('never holds more than maxEntries', () => {
    const cache = createResponseCache(1_000_000, 3);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, body(String(i)), i);
    expect(cache.size()).toBe(3);
    expect(cache.get('k9', 10)?.toString()).toBe('9');
    expect(cache.get('k0', 10)).toBeNull();
  });
});
