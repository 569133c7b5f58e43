import { describe, expect, it } from 'vitest';
import { barBeatLabel, rulerStepBeats, rulerTicks } from './ruler';
import { defaultTimelineView } from './view';

describe('Ruler in bars and beats', () => {
  it('labels bars, beats and parts of a beat, 1-based', () => {
    expect(barBeatLabel(0, 4, 4)).toBe('1');
    expect(barBeatLabel(8, 4, 4)).toBe('3');
    expect(barBeatLabel(5, 1, 4)).toBe('2.2');
    expect(barBeatLabel(5.5, 0.5, 4)).toBe('2.2.2');
  });

  it('labels every beat at the default zoom (100 px per beat)', () => {
    const labels = rulerTicks(defaultTimelineView(600, 100)).flatMap((t) => t.label ?? []);
    expect(labels.slice(0, 6)).toEqual(['1.1', '1.2', '1.3', '1.4', '2.1', '2.2']);
  });

  it('thins the labels out as the view zooms out, keeping them 64 px apart', () => {
    expect(rulerStepBeats(64 / 100, 4)).toBe(1);
    expect(rulerStepBeats(64 / 20, 4)).toBe(4);
    expect(rulerStepBeats(64 / 5, 4)).toBe(16);
    expect(rulerStepBeats(64 / 0.01, 4)).toBe(8192);
    expect(rulerStepBeats(64 / 128000, 4)).toBe(1 / 1024);
    for (const pxPerBeat of [0.01, 0.5, 3, 20, 100, 900, 128000]) {
      const labelled = rulerTicks({ ...defaultTimelineView(1000, 100), pxPerBeat }).filter(
        (t) => t.label !== null,
      );
      const gaps = labelled.slice(1).map((t, i) => t.x - (labelled[i]?.x ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(64 - 1e-6);
    }
  });

  it('bar lines fall on multiples of four beats', () => {
    const bars = rulerTicks(defaultTimelineView(900, 100)).filter((t) => t.bar);
    expect(bars.map((t) => t.beats)).toEqual([0, 4, 8]);
  });
});
