// In Chromium: the Tone.js transport plays a project through the worklet and stops at the song
// end, while the recorder captures the worklet's input (an oscillator standing in for the
// microphone) into a normalised WAV.
import * as Tone from 'tone';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../model';
import { decodeWav } from '../dsp/wav';
import { fixtureAudio, fixtureProject } from '../render/testing/fixtures';
import { ToneBackend } from '../transport/tone-backend';
import { Transport } from '../transport/transport';
import { Recorder } from './recorder';
import type { RecordingFile } from './recording-file';

const moduleUrl = new URL('../worklet/processor.ts', import.meta.url).href;

describe('transport and recording in Chromium', () => {
  it('records through the worklet while the Tone.js transport plays, stopping at the song end', async () => {
    const context = new AudioContext();
    const backend = await ToneBackend.create({ moduleUrl, captureChannels: 2, context });
    await Tone.start();
    for (const [id, clip] of fixtureAudio(2)) {
      backend.engine.load(id, clip.sampleRate, clip.channels);
    }
    const spans: { startSeconds: number; endSeconds: number }[] = [];
    const transport = new Transport({
      clock: systemClock,
      backend,
      sendAnalytics: (s) => spans.push(s),
    });
    // Four beats at 2 beats per second: the song ends after 2 s.
    transport.setProject(fixtureProject(4));
    let finished: (file: RecordingFile) => void = () => undefined;
    const recorded = new Promise<RecordingFile>((resolve) => {
      finished = resolve;
    });
    const recorder = new Recorder({
      clock: systemClock,
      engine: backend.engine,
      transport,
      sampleRate: context.sampleRate,
      openInput: async () => {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        gain.gain.value = 0.25;
        oscillator.frequency.value = 440;
        oscillator.connect(gain).connect(backend.engine.node);
        oscillator.start();
        return { close: () => oscillator.stop() };
      },
      onRecording: (file) => finished(file),
    });
    await recorder.start();
    expect(recorder.getState().status).toBe('recording');
    expect(transport.getState().playing).toBe(true);
    const file = await recorded;
    backend.dispose();

    expect(transport.getState().playing).toBe(false);
    expect(transport.getState().positionSeconds).toBeGreaterThan(1.9);
    expect(file.name).toMatch(/^recording-\d+$/);
    expect(file.sampleRate).toBe(context.sampleRate);
    expect(file.durationSeconds, `${file.durationSeconds} s recorded`).toBeGreaterThan(1.8);
    expect(file.durationSeconds).toBeLessThan(2.6);
    const wav = decodeWav(file.wav);
    let peak = 0;
    for (const v of wav.channels[0] as Float32Array) peak = Math.max(peak, Math.abs(v));
    expect(peak, 'normalised to its peak').toBeCloseTo(1, 3);
    expect(spans.length).toBeGreaterThan(0);
  });
});
