import { createStudioClip, defaultTiming, levelFor, type PageKey } from '@cadenza/studio-engine';
import { describe, expect, it } from 'vitest';
import { fixturePeaks } from '../fixtures/peaks';
import { paintWaveform, waveformLevel } from './waveform';

/** A 2D context that records the columns filled. */
function recordingContext() {
  const rects: [number, number, number, number][] = [];
  const ctx = {
    fillRect: (x: number, y: number, w: number, h: number) => rects.push([x, y, w, h]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, rects };
}

const clip = createStudioClip({ id: 'c', clipId: 'song-a', startBeats: 0, endBeats: 16 });
const timing = defaultTiming(); // 2 beats per second

describe('Waveform from the engine mip-maps, the level chosen by zoom', () => {
  it('picks the finest level whose points are at least a pixel of samples wide', () => {
    // 100 px per beat at 2 beats/s and 48 kHz: 240 samples a pixel -> level 8 (256 samples a point).
    expect(waveformLevel(240, 48000 * 24)).toBe(levelFor(240));
    expect(waveformLevel(240, 48000 * 24)).toBe(8);
    // Zoomed far out the level stops at the audio's highest.
    expect(waveformLevel(1e9, 48000 * 24)).toBe(12);
  });

  it('draws one column per pixel from the pages at that level and asks for the pages it lacks', () => {
    const { audio, peaks } = fixturePeaks();
    const asked: PageKey[] = [];
    const lookup = (key: PageKey) => {
      asked.push(key);
      return key.index === 0 ? peaks(key) : null;
    };
    const { ctx, rects } = recordingContext();
    const song = audio.get('song-a');
    if (song === undefined) throw new Error('fixture audio');
    const missing = paintWaveform(ctx, clip, song, timing, lookup, {
      tileStartPx: 0,
      tileWidthPx: 1000,
      pxPerBeat: 100,
      topPx: 0,
      heightPx: 60,
      fromPx: 0,
      toPx: 1000,
    });
    expect(rects).toHaveLength(1000);
    expect(new Set(asked.map((k) => k.level))).toEqual(new Set([8]));
    // 1000 px = 5 s = 240000 samples = 937.5 points of 256: pages 0 and 1 of 512 points.
    expect(missing).toEqual([{ audioId: 'song-a', level: 8, index: 1 }]);
    const tallest = Math.max(...rects.slice(0, 500).map((r) => r[3]));
    expect(tallest).toBeGreaterThan(20);
  });
});
