/**
 * The context window drawn on the timeline (2-studio §2 'a context-window option', §9 'Context
 * window default 32 beats') is the part the request's context bounds (§7 infill_context_start_s,
 * infill_context_end_s) cover on each side of the selection.
 */
import { CONTEXT_WINDOW_BEATS, planGeneration } from '@cadenza/studio-engine';
import { describe, expect, test } from 'vitest';
import { projectWithSelection } from './test-project';
import { contextWindowRange } from './context-window';

// One 200-beat clip at 120 bpm (2 beats a second) on t1, and a 20-beat clip at 220.
const state = (anchor: number, focus: number) =>
  projectWithSelection(
    [
      ['a', 0, 200],
      ['b', 220, 240],
    ],
    anchor,
    focus,
  );

const rangeOf = (anchor: number, focus: number, beats = CONTEXT_WINDOW_BEATS) => {
  const s = state(anchor, focus);
  const plan = planGeneration(s, { mode: 'studio', contextWindowBeats: beats });
  return { plan, range: contextWindowRange(plan, beats, s.timing) };
};

describe('context window default 32 beats: the region the generation listens to', () => {
  test('a replace in the middle of a clip: 32 beats each side, as the request bounds say', () => {
    const { plan, range } = rangeOf(80, 96);
    expect(range).toEqual({
      trackId: 't1',
      startBeats: 80,
      endBeats: 96,
      contextStartBeats: 48,
      contextEndBeats: 128,
    });
    // The request's bounds are the same region in seconds (2 beats a second).
    expect(plan.fields).toMatchObject({ infill_context_start_s: 24, infill_context_end_s: 64 });
  });

  test('the region follows the size chosen in beats', () => {
    const { plan, range } = rangeOf(80, 96, 8);
    expect(range).toMatchObject({ contextStartBeats: 72, contextEndBeats: 104 });
    expect(plan.fields).toMatchObject({ infill_context_start_s: 36, infill_context_end_s: 52 });
  });

  test('near the start of the clip the history side stops where the clip starts', () => {
    const { range } = rangeOf(10, 20);
    expect(range).toMatchObject({ contextStartBeats: 0, contextEndBeats: 52 });
  });

  test('nothing is drawn without a selection', () => {
    const { range } = rangeOf(50, 50);
    expect(range).toBeNull();
  });
});
