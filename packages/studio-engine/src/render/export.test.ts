import { describe, expect, it } from 'vitest';
import { beatsToSeconds } from '../model';
import { createFakeClock, type FakeClock } from '../model/testing/fake-clock';
import { decodeWav } from '../dsp/wav';
import { songEndBeats } from './compile-plan';
import { ExportCancelled, exportProject, type ExportOptions } from './export';
import { renderProject } from './offline';
import { FIXTURE_RATE, fixtureAudio, fixtureProject } from './testing/fixtures';

/** Runs the clock's ticks until the promise settles. */
async function drive<T>(clock: FakeClock, promise: Promise<T>): Promise<T> {
  let settled = false;
  const done = promise.finally(() => (settled = true));
  done.catch(() => undefined);
  while (!settled) {
    clock.advance(0);
    await Promise.resolve();
  }
  return done;
}

function run(over: Partial<ExportOptions> = {}) {
  const clock = createFakeClock();
  const state = fixtureProject(4);
  const progress: number[] = [];
  const options: ExportOptions = {
    kind: 'mixdown',
    format: 'pcm16',
    clock,
    sampleRate: FIXTURE_RATE,
    audio: fixtureAudio(3),
    stepFrames: 16384,
    onProgress: (f) => progress.push(f),
    ...over,
  };
  const frames = Math.round(beatsToSeconds(state.timing, songEndBeats(state)) * FIXTURE_RATE);
  return { clock, state, progress, frames, promise: exportProject(state, options) };
}

// Rendering is CPU-bound (warp and pitch on every quantum): generous time on a shared machine.
describe('export (2-studio.md §4 Downloads)', { timeout: 30_000 }, () => {
  it('the mixdown WAV is 16-bit PCM and decodes to the project’s length', async () => {
    const { clock, promise, frames } = run();
    const result = await drive(clock, promise);
    expect(result.files).toHaveLength(1);
    const wav = decodeWav(result.files[0]?.wav as Uint8Array);
    expect(wav.sampleRate).toBe(FIXTURE_RATE);
    expect(wav.channels).toHaveLength(2);
    expect(wav.channels[0]?.length).toBe(frames);
    expect(result.frames).toBe(frames);
    expect(result.files[0]?.wav.length).toBe(44 + frames * 2 * 2);
  });

  it('“32-bit float if requested”: the float WAV holds the same samples as the offline render', async () => {
    const { clock, promise, state } = run({ format: 'float32' });
    const result = await drive(clock, promise);
    const wav = decodeWav(result.files[0]?.wav as Uint8Array);
    const reference = renderProject(state, { sampleRate: FIXTURE_RATE, audio: fixtureAudio(3) });
    expect(Array.from(wav.channels[0] as Float32Array)).toEqual(Array.from(reference.channels[0]));
    expect(Array.from(wav.channels[1] as Float32Array)).toEqual(Array.from(reference.channels[1]));
  });

  it('stems: one WAV per track, each the project’s length', async () => {
    const { clock, promise, state, frames } = run({ kind: 'stems' });
    const result = await drive(clock, promise);
    expect(result.files.map((f) => f.trackId)).toEqual(state.tracks.map((t) => t.id));
    for (const file of result.files) expect(decodeWav(file.wav).channels[0]?.length).toBe(frames);
  });

  it('reports progress from 0 to 1 in steps', async () => {
    const { clock, promise, progress } = run();
    await drive(clock, promise);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(3);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1] as number);
  });

  it('Cancel stops the render: the export rejects with ExportCancelled and reports no more', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const { clock, promise } = run({
      signal: controller.signal,
      onProgress: (f) => {
        progress.push(f);
        if (f > 0) controller.abort();
      },
    });
    await expect(drive(clock, promise)).rejects.toBeInstanceOf(ExportCancelled);
    expect(progress.at(-1)).toBeLessThan(1);
  });
});
