import { describe, expect, it } from 'vitest';
import { displayPersonaName, displayTitle, playCountText } from './formatting';
import { playCountLabel } from './messages/library';

describe('3-library-social §2 Clip browser display', () => {
  it.each([
    [0, '0 PLAYS'],
    [1, '1 PLAY'],
    [2, '2 PLAYS'],
    [1500, '1500 PLAYS'],
  ] as const)("play count label: '1 PLAY' or 'N PLAYS' (%i → %s)", (count, label) => {
    expect(playCountLabel(count)).toBe(label);
    expect(playCountText(count)).toBe(label);
  });

  it('a missing or negative count reads 0 PLAYS', () => {
    expect(playCountText(null)).toBe('0 PLAYS');
    expect(playCountText(-2)).toBe('0 PLAYS');
  });

  it('titles are shown cut at 100 characters', () => {
    expect(displayTitle('t'.repeat(130))).toHaveLength(100);
    expect(displayTitle(null)).toBe('');
  });

  it('persona names are displayed truncated at 20 characters', () => {
    expect(displayPersonaName('An extremely long persona name')).toBe('An extremely long pe');
    expect(displayPersonaName(undefined)).toBe('');
  });
});
