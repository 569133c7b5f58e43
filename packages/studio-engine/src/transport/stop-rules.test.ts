import { describe, expect, it } from 'vitest';
import { shouldStop, stopPosition } from './stop-rules';
import { followView } from './follow';

const rules = { songEndSeconds: 60, stopAtSeconds: null, stopAtSongEnd: true, looping: false };

describe('stopping (§4: at the song end, at a stop-at time, or by the playback option)', () => {
  it('stops when the position passes the song end', () => {
    expect(stopPosition(rules, 10)).toBe(60);
    expect(shouldStop(rules, 60)).toBe(true);
    expect(shouldStop(rules, 59.9)).toBe(false);
  });

  it('stops at a stop-at time before the end', () => {
    expect(stopPosition({ ...rules, stopAtSeconds: 30 }, 10)).toBe(30);
    expect(shouldStop({ ...rules, stopAtSeconds: 30 }, 30)).toBe(true);
  });

  it('runs past the song end with the playback option off, or while looping', () => {
    expect(stopPosition({ ...rules, stopAtSongEnd: false }, 10)).toBeNull();
    expect(stopPosition({ ...rules, looping: true }, 10)).toBeNull();
    expect(shouldStop({ ...rules, looping: true }, 90)).toBe(false);
  });
});

describe('follow mode', () => {
  it('pages the view when the playhead leaves it, and stays put otherwise or when off', () => {
    const view = { startPx: 0, widthPx: 1000 };
    expect(followView(view, 500, true)).toBe(0);
    expect(followView(view, 950, true)).toBe(850);
    expect(followView({ startPx: 2000, widthPx: 1000 }, 100, true)).toBe(0);
    expect(followView(view, 5000, false)).toBe(0);
  });
});
