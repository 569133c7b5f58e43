import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtual-window';

describe('virtual window (a playlist of 500 songs mounts only the rows in view)', () => {
  it('mounts the rows in view plus the overscan, with the space of the others', () => {
    const w = virtualWindow(500, 56, 56 * 100, 560, 8);
    expect(w).toEqual({ start: 92, end: 119, before: 92 * 56, after: (500 - 119) * 56 });
  });

  it('clamps at both ends and handles an empty list', () => {
    expect(virtualWindow(5, 56, 0, 560, 8)).toEqual({ start: 0, end: 5, before: 0, after: 0 });
    expect(virtualWindow(500, 56, 56 * 1000, 560, 8).end).toBe(500);
    expect(virtualWindow(0, 56, 0, 560)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
