import { describe, expect, it } from 'vitest';
import { trimTrackGesture } from './trim-gesture';

const track = { widthPx: 400, durationS: 40 };

describe('trim selection (2-studio §5): a tap on a selection narrower than 10 px clears it', () => {
  it('a tap without a drag clears the selection', () => {
    expect(trimTrackGesture({ ...track, fromPx: 120, toPx: 120 })).toEqual({ kind: 'clear' });
  });

  it('a drag narrower than the 10 px handle gap still clears it', () => {
    expect(trimTrackGesture({ ...track, fromPx: 120, toPx: 129.5 })).toEqual({ kind: 'clear' });
    expect(trimTrackGesture({ ...track, fromPx: 120, toPx: 111 })).toEqual({ kind: 'clear' });
  });

  it('a drag of 10 px or more selects the span it covers, either way, inside the video', () => {
    expect(trimTrackGesture({ ...track, fromPx: 100, toPx: 110 })).toEqual({
      kind: 'select',
      startS: 10,
      endS: 11,
    });
    expect(trimTrackGesture({ ...track, fromPx: 300, toPx: -50 })).toEqual({
      kind: 'select',
      startS: 0,
      endS: 30,
    });
    expect(trimTrackGesture({ ...track, fromPx: 380, toPx: 900 })).toEqual({
      kind: 'select',
      startS: 38,
      endS: 40,
    });
  });

  it('a track not laid out yet clears rather than divide by zero', () => {
    expect(trimTrackGesture({ fromPx: 0, toPx: 50, widthPx: 0, durationS: 40 })).toEqual({
      kind: 'clear',
    });
  });
});
