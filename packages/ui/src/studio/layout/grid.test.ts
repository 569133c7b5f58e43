import { stepGridMultiplier } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { drawnGridBeats, gridBeats, isSnapBypassed, snapBeats } from './grid';

const snap = { enabled: true, multiplier: 1 };

describe('The grid base is 1 and the multiplier runs 1/32 to 32 (2-studio §9)', () => {
  it('is the base beat times the multiplier, kept in 1/32..32', () => {
    expect(gridBeats(1)).toBe(1);
    expect(gridBeats(1 / 4)).toBe(0.25);
    expect(gridBeats(1 / 64)).toBe(1 / 32);
    expect(gridBeats(64)).toBe(32);
  });

  it('Shift+1 and Shift+2 step the multiplier through the engine within the range', () => {
    expect(gridBeats(stepGridMultiplier(1 / 32, 'finer'))).toBe(1 / 32);
    expect(gridBeats(stepGridMultiplier(32, 'coarser'))).toBe(32);
  });

  it('draws lines at least 8 px apart at a far zoom', () => {
    expect(drawnGridBeats(1, 100)).toBe(1);
    expect(drawnGridBeats(1, 3)).toBe(4);
  });
});

describe('Snap to grid, with Alt to bypass it', () => {
  it('rounds to the nearest grid line', () => {
    expect(snapBeats(3.4, snap)).toBe(3);
    expect(snapBeats(3.6, snap)).toBe(4);
    expect(snapBeats(3.3, { enabled: true, multiplier: 0.25 })).toBe(3.25);
  });

  it('leaves the position alone when snap is off or bypassed', () => {
    expect(snapBeats(3.4, { ...snap, enabled: false })).toBe(3.4);
    expect(snapBeats(3.4, snap, isSnapBypassed({ altKey: true }))).toBe(3.4);
    expect(isSnapBypassed({ shiftKey: true })).toBe(false);
  });
});
