import { describe, expect, it } from 'vitest';
import { defaultExtendStartS } from './edit-extend';

describe('2-studio §4 Edit actions: the default start for extend', () => {
  it.each([
    [120, 105],
    [46, 31],
    [45, 40],
    [16, 11],
    [15, 0],
    [0, 0],
  ])(
    'duration over 45 gives duration minus 15; over 15 gives duration minus 5; else 0 (%i → %i)',
    (duration, start) => {
      expect(defaultExtendStartS(duration)).toBe(start);
    },
  );
});
