import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  classicTooLong,
  classicTooShort,
  createTooShort,
  deriveGenerateMode,
  formatSelectionSeconds,
  selectionTooLong,
  validateSelection,
  type Selection,
  type StudioProjectState,
} from './index';
import { project } from './testing/fixtures';

/** At the default 2 beats a second, one second is two beats. */
const sel = (startSeconds: number, endSeconds: number, trackId = 't1'): Selection => ({
  anchorBeats: startSeconds * 2,
  focusBeats: endSeconds * 2,
  trackIds: [trackId],
  focusedTrackId: trackId,
  focusedArea: 'timeline',
});

// Clips at 0-10 s and 20-30 s on t1; t2 is empty.
const state: StudioProjectState = project([
  [
    [0, 20],
    [40, 60],
  ],
  [],
]);

describe('deriveGenerateMode', () => {
  it('a selection overlapping clips gives replace', () => {
    expect(deriveGenerateMode(sel(2, 6), state, { mode: 'studio' })).toBe('replace');
  });

  it('clips both before and after give create when the range is non-empty', () => {
    expect(deriveGenerateMode(sel(12, 18), state, { mode: 'studio' })).toBe('create');
    expect(deriveGenerateMode(sel(12, 12), state, { mode: 'studio' })).toBe('replace');
  });

  it('only clips before, in edit mode, give extend; in the studio, replace', () => {
    expect(deriveGenerateMode(sel(32, 40), state, { mode: 'edit' })).toBe('extend');
    expect(deriveGenerateMode(sel(32, 40), state, { mode: 'studio' })).toBe('replace');
  });

  it('an end selection uses the chosen end-selection mode, replace by default', () => {
    expect(deriveGenerateMode(sel(25, 40), state, { mode: 'edit' })).toBe('replace');
    expect(
      deriveGenerateMode(sel(25, 40), state, { mode: 'edit', endSelectionMode: 'extend' }),
    ).toBe('extend');
    expect(
      deriveGenerateMode(sel(25, 30), state, { mode: 'studio', endSelectionMode: 'extend' }),
    ).toBe('extend');
  });

  it('otherwise replace', () => {
    expect(deriveGenerateMode(sel(1, 2, 't2'), state, { mode: 'studio' })).toBe('replace');
  });
});

describe('validateSelection', () => {
  it("non-edit mode on an empty track: 'Use Instrument mode to add content to empty tracks.'", () => {
    expect(validateSelection(sel(1, 4, 't2'), state, { mode: 'studio' })).toBe(
      'Use Instrument mode to add content to empty tracks.',
    );
  });

  it("create: 'Selection must be at least 2 seconds long (currently X seconds)' and at most 120", () => {
    const wide = project([
      [
        [0, 4],
        [400, 404],
      ],
    ]);
    expect(validateSelection(sel(12, 13.5), state, { mode: 'studio' })).toBe(
      'Selection must be at least 2 seconds long (currently 1.5 seconds)',
    );
    expect(validateSelection(sel(12, 13.5), state, { mode: 'studio' })).toBe(createTooShort(1.5));
    expect(validateSelection(sel(3, 124), wide, { mode: 'studio' })).toBe(
      'Selection must be at most 120 seconds long (currently 121 seconds)',
    );
    expect(validateSelection(sel(12, 14), state, { mode: 'studio' })).toBeNull();
    expect(validateSelection(sel(2, 122), wide, { mode: 'studio' })).toBeNull();
  });

  it("replace of 0.01 s or less: 'Select a range of time to replace'", () => {
    expect(validateSelection(sel(2, 2.01), state, { mode: 'studio' })).toBe(
      'Select a range of time to replace',
    );
    expect(validateSelection(sel(2, 2.02), state, { mode: 'studio' })).toBeNull();
  });

  it('fixed over 26 s: \'Selection must be at most 26 seconds long in "Fixed" replace mode\'', () => {
    const long = project([[[0, 400]]]);
    expect(
      validateSelection(sel(0, 26.5), long, { mode: 'studio', replaceMode: 'fixed_infill' }),
    ).toBe(MESSAGES.fixedTooLong);
    expect(MESSAGES.fixedTooLong).toBe(
      'Selection must be at most 26 seconds long in "Fixed" replace mode',
    );
    expect(
      validateSelection(sel(0, 26), long, { mode: 'studio', replaceMode: 'fixed_infill' }),
    ).toBeNull();
  });

  it('classic: 2-120 s with the "Classic" messages', () => {
    const long = project([[[0, 400]]]);
    expect(validateSelection(sel(0, 1), long, { mode: 'studio', replaceMode: 'infill' })).toBe(
      'Selection must be at least 2 seconds long in "Classic" replace mode (currently 1 seconds)',
    );
    expect(validateSelection(sel(0, 1), long, { mode: 'studio', replaceMode: 'infill' })).toBe(
      classicTooShort(1),
    );
    expect(validateSelection(sel(0, 150), long, { mode: 'studio', replaceMode: 'infill' })).toBe(
      classicTooLong(150),
    );
  });

  it('smart (the default): at most 120 s', () => {
    const long = project([[[0, 400]]]);
    expect(validateSelection(sel(0, 130.25), long, { mode: 'studio' })).toBe(
      selectionTooLong(130.25),
    );
    expect(validateSelection(sel(0, 0.5), long, { mode: 'studio' })).toBeNull();
  });

  it('extend has no length check', () => {
    expect(validateSelection(sel(30, 400), state, { mode: 'edit' })).toBeNull();
  });

  it("a clip that is not complete cannot start an edit: 'Clip is not complete'", () => {
    const streaming = project([[[0, 20, { streaming: true }]]]);
    expect(validateSelection(sel(1, 4), streaming, { mode: 'studio' })).toBe(
      'Clip is not complete',
    );
    expect(
      validateSelection(sel(1, 4), state, { mode: 'studio', clipStatus: () => 'queued' }),
    ).toBe(MESSAGES.clipNotComplete);
    expect(
      validateSelection(sel(1, 4), state, { mode: 'studio', clipStatus: () => 'complete' }),
    ).toBeNull();
  });

  it('formats X with at most two decimals', () => {
    expect([
      formatSelectionSeconds(1.5),
      formatSelectionSeconds(121),
      formatSelectionSeconds(1.23456),
    ]).toEqual(['1.5', '121', '1.23']);
  });
});
