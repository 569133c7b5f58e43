import { describe, expect, it } from 'vitest';
import { conditionPlacement, renderOutcome, renderRange, STUDIO_ERRORS } from '../index';
import { project } from './testing/fixtures';

const selected = (anchorBeats: number, focusBeats: number) =>
  project([[[0, 32]]], {
    selection: {
      anchorBeats,
      focusBeats,
      trackIds: ['t1'],
      focusedTrackId: 't1',
      focusedArea: 'timeline',
    },
  });

describe('a selection used as a condition (render-state)', () => {
  it('renders the selected range of the focused track, in beats', () => {
    expect(renderRange(selected(24, 8))).toEqual({ startBeats: 8, endBeats: 24, trackId: 't1' });
    expect(renderRange(selected(8, 8))).toBeNull();
  });

  it("a render with a moderation message gives 'Moderation error: …'", () => {
    expect(
      renderOutcome({ clip: null, moderation_error_message: "The text contains 'x'." }),
    ).toEqual({ ok: false, message: "Moderation error: The text contains 'x'." });
  });

  it(`a render with no clip gives '${STUDIO_ERRORS.renderFailed}'`, () => {
    expect(renderOutcome({ clip: null, moderation_error_message: null })).toEqual({
      ok: false,
      message: 'Something went wrong, try again',
    });
    expect(renderOutcome(null)).toEqual({ ok: false, message: STUDIO_ERRORS.renderFailed });
    expect(renderOutcome({ clip: { id: 'r1' } })).toEqual({ ok: true, clip: { id: 'r1' } });
  });

  it('the result lands over the range (cover, paintings) or right after it (extend)', () => {
    const range = { startBeats: 8, endBeats: 24, trackId: 't1' };
    for (const type of ['cover', 'underpaint', 'overpaint'] as const)
      expect(conditionPlacement(type, range)).toEqual({
        type: 'replaceSection',
        trackId: 't1',
        startBeats: 8,
        endBeats: 24,
      });
    expect(conditionPlacement('extend', range)).toEqual({
      type: 'createSection',
      trackId: 't1',
      startBeats: 24,
      endBeats: 40,
    });
  });
});
