import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  classicTooLong,
  classicTooShort,
  createTooShort,
  planGeneration,
  selectionTooLong,
  type Selection,
  type StudioProjectState,
} from './index';
import { project } from './testing/fixtures';

/** At the default 2 beats a second, one second is two beats. */
const at = (state: StudioProjectState, startS: number, endS: number, trackId = 't1') => ({
  ...state,
  selection: {
    anchorBeats: startS * 2,
    focusBeats: endS * 2,
    trackIds: [trackId],
    focusedTrackId: trackId,
    focusedArea: 'timeline',
  } satisfies Selection,
});

// t1: clips at 0-10 s and 20-30 s; t2 empty; t3: one 200 s clip.
const state = project([
  [
    [0, 20],
    [40, 60],
  ],
  [],
  [[0, 400]],
]);
const studio = { mode: 'studio' } as const;

describe('planGeneration: the generate mode from the selection (§4)', () => {
  it('a selection over a clip gives replace, queued as replaceSection reading from the range', () => {
    const plan = planGeneration(at(state, 2, 6), studio);
    expect(plan).toMatchObject({ generateMode: 'replace', blocked: null });
    expect(plan.fields).toMatchObject({ task: 'infill', infill_start_s: 2, infill_end_s: 6 });
    expect(plan.fields?.metadata).toMatchObject({
      override_history_clip_id: 'gen-c1',
      override_future_clip_id: 'gen-c1',
    });
    expect(plan.queue).toMatchObject({
      type: 'replaceSection',
      trackId: 't1',
      startBeats: 4,
      endBeats: 12,
      startTrimmedBeats: 4,
    });
  });

  it('clips before and after give create, infill after the clip before', () => {
    const plan = planGeneration(at(state, 12, 18), studio);
    expect(plan.generateMode).toBe('create');
    expect(plan.fields).toMatchObject({
      task: 'infill',
      infill_start_s: 10,
      infill_end_s: 16,
      infill_dur_s: 6,
    });
    expect(plan.queue).toMatchObject({ type: 'createSection', startTrimmedBeats: 20 });
  });

  it('an end selection uses the end-selection mode: replace by default, extend when chosen', () => {
    const end = at(state, 25, 40);
    expect(planGeneration(end, studio)).toMatchObject({
      generateMode: 'replace',
      isEndSelection: true,
    });
    const plan = planGeneration(end, { ...studio, endSelectionMode: 'extend' });
    expect(plan.generateMode).toBe('extend');
    expect(plan.fields).toMatchObject({ task: 'extend', continue_clip_id: 'gen-c2' });
    expect(plan.queue).toMatchObject({ type: 'extend', startTrimmedBeats: 0 });
  });

  it('clips only before the selection give extend in edit mode, replace in the studio', () => {
    expect(planGeneration(at(state, 32, 40), { mode: 'edit' }).generateMode).toBe('extend');
    expect(planGeneration(at(state, 32, 40), studio).generateMode).toBe('replace');
  });

  it('Fixed sends fixed_infill; stem-condition infill sends no history or future', () => {
    expect(
      planGeneration(at(state, 2, 6), { ...studio, replaceMode: 'fixed_infill' }).fields?.task,
    ).toBe('fixed_infill');
    const stems = { ...state, tracks: state.tracks.map((t) => ({ ...t, stemType: 'Drums' })) };
    expect(planGeneration(at(stems, 2, 6), studio).fields).toMatchObject({
      task: 'stem_condition_infill',
      include_history_s: 0,
      include_future_s: 0,
    });
  });

  it('full-context infill sets history and future to the context minus the infill bounds', () => {
    const fields = planGeneration(at(state, 2, 6), studio).fields;
    expect(fields?.include_history_s).toBe(
      (fields?.infill_start_s ?? 0) - (fields?.infill_context_start_s ?? 0),
    );
    expect(fields?.include_future_s).toBe(
      (fields?.infill_context_end_s ?? 0) - (fields?.infill_end_s ?? 0),
    );
  });
});

describe('planGeneration: the generate-blocked messages (§5), nothing to queue', () => {
  const blocked = (s: StudioProjectState, opts = {}) => {
    const plan = planGeneration(s, { ...studio, ...opts });
    expect(plan.queue).toBeNull();
    return plan.blocked;
  };

  it("'Use Instrument mode to add content to empty tracks.'", () => {
    expect(blocked(at(state, 2, 6, 't2'))).toBe(MESSAGES.emptyTrack);
    expect(MESSAGES.emptyTrack).toBe('Use Instrument mode to add content to empty tracks.');
  });

  it("'Select a range of time to replace' at 0.01 s or less", () => {
    expect(blocked(at(state, 2, 2.005))).toBe('Select a range of time to replace');
  });

  it("create: 'Selection must be at least 2 seconds long (currently X seconds)'", () => {
    expect(blocked(at(state, 12, 13.5))).toBe(createTooShort(1.5));
    expect(createTooShort(1.5)).toBe(
      'Selection must be at least 2 seconds long (currently 1.5 seconds)',
    );
  });

  it("create over 120 s: 'Selection must be at most 120 seconds long (currently X seconds)'", () => {
    const wide = project([
      [
        [0, 20],
        [300, 320],
      ],
    ]);
    expect(blocked(at(wide, 10, 140))).toBe(selectionTooLong(130));
    expect(selectionTooLong(130)).toBe(
      'Selection must be at most 120 seconds long (currently 130 seconds)',
    );
  });

  it('Fixed over 26 s', () => {
    expect(blocked(at(state, 0, 100, 't3'), { replaceMode: 'fixed_infill' })).toBe(
      'Selection must be at most 26 seconds long in "Fixed" replace mode',
    );
  });

  it('Classic under 2 s and over 120 s, with the current length', () => {
    expect(blocked(at(state, 2, 3), { replaceMode: 'infill' })).toBe(classicTooShort(1));
    expect(classicTooShort(1)).toBe(
      'Selection must be at least 2 seconds long in "Classic" replace mode (currently 1 seconds)',
    );
    expect(blocked(at(state, 0, 150, 't3'), { replaceMode: 'infill' })).toBe(classicTooLong(150));
  });

  it('Smart over 120 s', () => {
    expect(blocked(at(state, 0, 150, 't3'))).toBe(selectionTooLong(150));
  });

  it('extend has no length check', () => {
    const plan = planGeneration(at(state, 25, 200), { ...studio, endSelectionMode: 'extend' });
    expect(plan).toMatchObject({ generateMode: 'extend', blocked: null, seconds: 175 });
  });

  it("'Clip is not complete' while the clip under the selection is streaming or not complete", () => {
    expect(blocked(at(state, 2, 6), { clipStatus: () => 'streaming' })).toBe(
      'Clip is not complete',
    );
  });
});
