// The edit screen's state (2-studio §3 edit state, §4 edit actions), through its reducer.
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  canMerge,
  concatOffer,
  editReducer,
  initialEditState,
  openingSelection,
  restorableSettings,
  storedSettings,
} from './edit-state';
import { waveformBars } from './waveform-bars';

const FAILED = 'An error occurred. Please try again.';

describe('edit state', () => {
  it('starts with speedFactor 1, fadeOutLengthMs 5000 and the default extend start', () => {
    const state = initialEditState(60);
    expect(state.settings).toMatchObject({
      speedFactor: 1,
      fadeOutLengthMs: 5000,
      isCropRemove: false,
      changeTempoOnly: false,
      extendStartS: 45,
    });
  });

  it('the selection is quantised to 0.2 s; a zero-length drag selects nothing', () => {
    let state = editReducer(initialEditState(60), { type: 'select', from: 10.31, to: 3.09 });
    expect(state.settings.selection).toEqual({ start: 3, end: 10.4 });
    state = editReducer(state, { type: 'select', from: 5, to: 5.05 });
    expect(state.settings.selection).toBeNull();
  });

  it(`on error the message '${FAILED}' shows and the pending data is cleared`, () => {
    let state = editReducer(initialEditState(60), { type: 'started', pending: { kind: 'fade' } });
    expect(state.pending).toEqual({ kind: 'fade' });
    state = editReducer(state, { type: 'failed', message: FAILED });
    expect(state.pending).toBeNull();
    expect(state.error).toBe(FAILED);
  });

  it('on complete the new clip joins the clips made here, newest first', () => {
    let state = initialEditState(60);
    state = editReducer(state, { type: 'finished', clip: { id: 'a' }, kind: 'edit' });
    state = editReducer(state, { type: 'finished', clip: { id: 'b' }, kind: 'edit' });
    expect(state.results.map((c) => c.id)).toEqual(['b', 'a']);
    expect(state.lastResult).toEqual({ kind: 'edit', clipId: 'b' });
  });

  it('crop needs a selection; speed on the selected range needs one too', () => {
    const state = initialEditState(60);
    expect(actionFor(state.settings)).toBeNull();
    const selected = editReducer(state, { type: 'select', from: 0, to: 10 }).settings;
    expect(actionFor({ ...selected, isCropRemove: true })).toEqual({
      kind: 'crop',
      range: { start: 0, end: 10 },
      remove: true,
      fadeOutMs: null,
    });
    expect(actionFor({ ...state.settings, tool: 'speed', speedScope: 'selection' })).toBeNull();
    expect(actionFor({ ...state.settings, tool: 'fade' })).toEqual({
      kind: 'fade',
      fadeOutMs: 5000,
    });
  });

  it("the song menu's Crop opens with the whole clip selected, Replace Section with 6 s ready", () => {
    expect(openingSelection('crop', 90)).toEqual({ start: 0, end: 90 });
    expect(openingSelection('replace', 90)).toEqual({ start: 30, end: 36 });
    expect(openingSelection('fade', 90)).toBeNull();
  });

  it('the local edit state is restored only when saved under 15 minutes ago', () => {
    const settings = initialEditState(60).settings;
    const saved = storedSettings(settings, 1_000_000);
    expect(restorableSettings(saved, 1_000_000 + 14 * 60_000)).toEqual(settings);
    expect(restorableSettings(saved, 1_000_000 + 15 * 60_000)).toBeNull();
    expect(restorableSettings('not json', 0)).toBeNull();
  });
});

describe('waveform bars', () => {
  it('reduces the coarsest level that has a value per bar to maxima, scaled to the loudest', () => {
    const levels = [
      { mip_map_level: 8, data: [0.1, 0.2, 0.4, 0.1, 0.2, 0.1, 0.3, 0.05] },
      { mip_map_level: 9, data: [0.2, 0.4, 0.2, 0.3] },
    ];
    expect(Array.from(waveformBars(levels, 2))).toEqual([1, 0.75]);
    expect(waveformBars([], 4)).toHaveLength(4);
  });

  it('concat (concat/v2 with is_infill) finishes a replace (Confirm Section) or an extension (Get Full Song)', () => {
    let state = editReducer(initialEditState(60), {
      type: 'started',
      pending: { kind: 'replace' },
    });
    state = editReducer(state, {
      type: 'finished',
      clip: { id: 'infill-1', title: 'Song (section)' },
      kind: 'generation',
    });
    expect(concatOffer(state)).toEqual({
      clipId: 'infill-1',
      title: 'Song (section)',
      isInfill: true,
    });
    state = editReducer(state, { type: 'started', pending: { kind: 'extend' } });
    state = editReducer(state, { type: 'finished', clip: { id: 'ext-1' }, kind: 'generation' });
    expect(concatOffer(state)).toEqual({ clipId: 'ext-1', title: null, isInfill: false });
    state = editReducer(state, { type: 'started', pending: { kind: 'get_full_song' } });
    state = editReducer(state, { type: 'finished', clip: { id: 'full-1' }, kind: 'generation' });
    expect(concatOffer(state)).toBeNull();
    state = editReducer(state, { type: 'started', pending: { kind: 'fade' } });
    state = editReducer(state, { type: 'finished', clip: { id: 'faded' }, kind: 'edit' });
    expect(concatOffer(state)).toBeNull();
  });

  it('merge takes two or more clips in the order chosen (clipsForMerge), and a merge uses them up', () => {
    let state = initialEditState(60);
    for (const clipId of ['b', 'a', 'c', 'c'])
      state = editReducer(state, { type: 'toggleMerge', clipId });
    expect(state.clipsForMerge).toEqual(['b', 'a']);
    expect(canMerge(state)).toBe(true);
    state = editReducer(state, { type: 'toggleMerge', clipId: 'a' });
    expect(canMerge(state)).toBe(false);
    state = editReducer(state, { type: 'toggleMerge', clipId: 'a' });
    state = editReducer(state, { type: 'started', pending: { kind: 'merge' } });
    state = editReducer(state, { type: 'finished', clip: { id: 'merged' }, kind: 'generation' });
    expect(state.clipsForMerge).toEqual([]);
    state = editReducer(state, { type: 'started', pending: { kind: 'merge' } });
    expect(editReducer(state, { type: 'failed', message: FAILED })).toMatchObject({
      pending: null,
      error: FAILED,
    });
  });
});
