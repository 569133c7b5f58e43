import { describe, expect, it } from 'vitest';
import { decodeWav } from '../dsp/wav';
import { createFakeClock } from '../model/testing/fake-clock';
import type { FromProcessor } from '../worklet/protocol';
import { Recorder, type CaptureEngine } from './recorder';
import { recorderReducer, initialRecorderState } from './recorder-state';
import type { RecordingFile } from './recording-file';

type Captured = Extract<FromProcessor, { type: 'captured' }>;

function fakes() {
  const capturedListeners = new Set<(e: Captured) => void>();
  const doneListeners = new Set<() => void>();
  const playing = new Set<(s: { playing: boolean }) => void>();
  const log: string[] = [];
  const engine: CaptureEngine = {
    setCapture(enabled) {
      log.push(`capture ${enabled}`);
      if (!enabled) for (const l of doneListeners) l();
    },
    returnCapture: (slot) => log.push(`return ${slot}`),
    on: ((type: string, listener: never) => {
      const set = (type === 'captured' ? capturedListeners : doneListeners) as Set<unknown>;
      set.add(listener);
      return () => set.delete(listener);
    }) as CaptureEngine['on'],
  };
  const transport = {
    play: () => log.push('play'),
    subscribe: (l: (s: { playing: boolean }) => void) => {
      playing.add(l);
      return () => playing.delete(l);
    },
  };
  const capture = (slot: number, values: number[]) => {
    const channels = [Float32Array.from(values), Float32Array.from(values.map((v) => -v))];
    for (const l of capturedListeners)
      l({ type: 'captured', slot, frames: values.length, channels });
  };
  const stopPlayback = () => {
    for (const l of playing) l({ playing: false });
  };
  return { engine, transport, capture, stopPlayback, log };
}

describe('recorder (§4 Recording)', () => {
  it('goes Ready → Preparing → Recording → Ready, auto-playing, and stops when playback stops', async () => {
    const clock = createFakeClock(Date.UTC(2025, 6, 28, 12));
    const { engine, transport, capture, stopPlayback, log } = fakes();
    const states: string[] = [];
    const files: RecordingFile[] = [];
    let closed = false;
    const recorder = new Recorder({
      clock,
      engine,
      transport,
      sampleRate: 44100,
      openInput: async () => ({ close: () => (closed = true) }),
      onChange: (s) => states.push(s.status),
      onRecording: (f) => files.push(f),
    });
    await recorder.start();
    expect(log).toEqual(['capture true', 'play']);
    capture(0, [0.1, 0.2]);
    capture(1, [-0.25, 0.05]);
    stopPlayback();
    expect(states).toEqual(['preparing', 'recording', 'ready']);
    expect(closed).toBe(true);
    expect(log).toContain('return 1');
    const file = files[0] as RecordingFile;
    expect(file.name).toBe(`recording-${Date.UTC(2025, 6, 28, 12)}`);
    expect(file.sampleRate).toBe(44100);
    // Normalised to its peak: −0.25 becomes −1.
    expect(Array.from(file.channels[0] as Float32Array)).toEqual([
      0.4000000059604645, 0.800000011920929, -1, 0.20000000298023224,
    ]);
    expect(file.title).toBe(`${(4 / 44100).toFixed(1)}s 2025-07-28`);
    const wav = decodeWav(file.wav);
    expect(wav.sampleRate).toBe(44100);
    expect(wav.channels).toHaveLength(2);
  });

  it("a microphone failure returns to Ready with 'Error accessing audio inputs.'", async () => {
    const { engine, transport, log } = fakes();
    const recorder = new Recorder({
      clock: createFakeClock(),
      engine,
      transport,
      sampleRate: 48000,
      openInput: async () => {
        throw new Error('NotAllowedError');
      },
    });
    await recorder.start();
    expect(recorder.getState()).toEqual({
      status: 'ready',
      error: {
        title: 'Error accessing audio inputs.',
        description: 'Please grant microphone permission or try again.',
      },
    });
    expect(log).toEqual([]);
  });

  it('ignores events that do not apply to the current state', () => {
    expect(recorderReducer(initialRecorderState, { type: 'input-ready' })).toBe(
      initialRecorderState,
    );
    const recording = recorderReducer(recorderReducer(initialRecorderState, { type: 'start' }), {
      type: 'input-ready',
    });
    expect(recorderReducer(recording, { type: 'start' })).toBe(recording);
    expect(recorderReducer(recording, { type: 'stop' }).status).toBe('ready');
  });
});
