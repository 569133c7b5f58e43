import { describe, expect, test } from 'vitest';
import { sameList } from './same-list';

describe('sameList', () => {
  test('lists with the same items in the same order are the same', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList([], [])).toBe(true);
  });

  test('a list is the same as itself', () => {
    const list = ['a'];
    expect(sameList(list, list)).toBe(true);
  });

  test('another item, another order or another length is a different list', () => {
    expect(sameList(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameList(['a'], ['a', 'b'])).toBe(false);
    expect(sameList(['a', 'b'], ['a'])).toBe(false);
  });
});
