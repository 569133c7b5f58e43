import { describe, expect, it } from 'vitest';
import { applyPatch, diff } from './index';

describe('diff and applyPatch', () => {
  it('gives null for equal values, even as different references', () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
  });

  it('round-trips added, removed and changed keys', () => {
    const before = { a: 1, b: { c: 2 }, gone: true };
    const after = { a: 1, b: { c: 3 }, added: 'x' };
    const patch = diff(before, after);
    if (patch === null) throw new Error('expected a patch');
    expect(applyPatch(before, patch, 'forward')).toEqual(after);
    expect(applyPatch(after, patch, 'backward')).toEqual(before);
  });

  it('diffs entities in the same order by id', () => {
    const a = { id: 'a', v: 1 };
    const patch = diff([a, { id: 'b', v: 2 }], [a, { id: 'b', v: 3 }]);
    expect(patch).toMatchObject({ k: 'list' });
    expect(patch && applyPatch([a, { id: 'b', v: 3 }], patch, 'backward')).toEqual([
      a,
      { id: 'b', v: 2 },
    ]);
  });

  it('records other array changes as one splice, including reorders, and restores them exactly', () => {
    const [a, b, c, d] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const before = { list: [a, b, c, d] };
    const after = { list: [a, c, { id: 'x' }, d] };
    const patch = diff(before, after);
    if (patch === null) throw new Error('expected a patch');
    expect(patch).toEqual({
      k: 'obj',
      keys: new Map([['list', { k: 'splice', at: 1, b: [b, c], a: [c, { id: 'x' }] }]]),
    });
    expect(applyPatch(before, patch, 'forward')).toEqual(after);
    expect(applyPatch(after, patch, 'backward')).toEqual(before);
    const ids = diff(['a', 'b'], ['b']);
    expect(ids && applyPatch(['a', 'b'], ids, 'forward')).toEqual(['b']);
  });

  it('keeps a __proto__ key as plain data', () => {
    const before = JSON.parse('{"map":{}}') as Record<string, unknown>;
    const after = JSON.parse('{"map":{"__proto__":"x"}}') as Record<string, unknown>;
    const patch = diff(before, after);
    if (patch === null) throw new Error('expected a patch');
    const applied = applyPatch(before, patch, 'forward') as { map: object };
    expect(Object.getPrototypeOf(applied.map)).toBe(Object.prototype);
    expect(Object.hasOwn(applied.map, '__proto__')).toBe(true);
  });

  it('skips entities it no longer finds, and splices by id when the array moved on', () => {
    const patch = diff({ list: [{ id: 'a', v: 1 }] }, { list: [{ id: 'a', v: 2 }] });
    if (patch === null) throw new Error('expected a patch');
    expect(applyPatch({ list: [{ id: 'b', v: 5 }] }, patch, 'forward')).toEqual({
      list: [{ id: 'b', v: 5 }],
    });
    const b = { id: 'b' };
    const removal = diff([{ id: 'a' }, b], [b]);
    if (removal === null) throw new Error('expected a patch');
    expect(applyPatch([{ id: 'z' }, b, { id: 'a' }], removal, 'forward')).toEqual([{ id: 'z' }, b]);
  });
});
