import { describe, expect, it } from 'vitest';
import { METRONOME_CLIP_END_BEATS, METRONOME_CLIP_START_BEATS } from '../model/constants';
import { isAccent, metronomeBeats, metronomeClick, renderClicks } from './metronome';

describe('metronome click', () => {
  it('clicks on every whole beat of the metronome clip (−32 to 1024 beats)', () => {
    const beats = metronomeBeats();
    expect(beats[0]).toBe(METRONOME_CLIP_START_BEATS);
    expect(beats[beats.length - 1]).toBe(METRONOME_CLIP_END_BEATS - 1);
    expect(beats).toHaveLength(METRONOME_CLIP_END_BEATS - METRONOME_CLIP_START_BEATS);
  });

  it('accents the first beat of every four-beat bar', () => {
    expect([0, 1, 2, 3, 4, -4, -3].map(isAccent)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('adds each click at its frame, scaled by the metronome amplitude, across block edges', () => {
    const sounds = { beat: metronomeClick(48000, false), accent: metronomeClick(48000, true) };
    const out = [new Float32Array(3000)];
    renderClicks(out, 0, 0, 3000, [100, 2500], [true, false], sounds, 0.5);
    expect(out[0]?.[99]).toBe(0);
    expect(out[0]?.[110]).toBeCloseTo((sounds.accent[10] as number) * 0.5, 6);
    expect(out[0]?.[2510]).toBeCloseTo((sounds.beat[10] as number) * 0.5, 6);
    // The same clicks rendered in two blocks give the same samples.
    const a = [new Float32Array(1500)];
    const b = [new Float32Array(1500)];
    renderClicks(a, 0, 0, 1500, [100, 1400], [true, false], sounds, 1);
    renderClicks(b, 0, 1500, 1500, [100, 1400], [true, false], sounds, 1);
    const whole = [new Float32Array(3000)];
    renderClicks(whole, 0, 0, 3000, [100, 1400], [true, false], sounds, 1);
    expect(Array.from(b[0] as Float32Array)).toEqual(
      Array.from((whole[0] as Float32Array).subarray(1500)),
    );
    expect(Array.from(a[0] as Float32Array)).toEqual(
      Array.from((whole[0] as Float32Array).subarray(0, 1500)),
    );
  });
});
