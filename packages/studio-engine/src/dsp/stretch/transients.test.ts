import { describe, expect, it } from 'vitest';
import { clickTrain, pinkNoise, sine } from '../testing/signals';
import { detectTransients } from './transients';

describe('onset detection for transient preservation', () => {
  it('finds every click of a click train at its first frame', () => {
    const clicks = clickTrain(5, 48000);
    expect(Array.from(detectTransients([clicks.signal]))).toEqual(clicks.onsets);
  });

  it('finds no onset in steady tones or steady noise past their start from silence', () => {
    for (const signal of [sine(440, 3, 48000), pinkNoise(3, 48000)]) {
      const onsets = Array.from(detectTransients([signal]));
      expect(onsets.filter((frame) => frame > 256)).toEqual([]);
    }
  });
});
