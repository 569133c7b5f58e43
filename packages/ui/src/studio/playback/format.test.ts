import { describe, expect, it } from 'vitest';
import { formatBarsBeats, formatMinutesSeconds } from './format';

describe('transport readouts', () => {
  it('bars:beats count from 1:1, four beats a bar', () => {
    expect(formatBarsBeats(0, 4)).toBe('1:1');
    expect(formatBarsBeats(3.99, 4)).toBe('1:4');
    expect(formatBarsBeats(4, 4)).toBe('2:1');
    expect(formatBarsBeats(13.5, 4)).toBe('4:2');
    expect(formatBarsBeats(-1, 4)).toBe('1:1');
  });

  it('m:ss rounds down to whole seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(5.9)).toBe('0:05');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(600)).toBe('10:00');
  });
});
