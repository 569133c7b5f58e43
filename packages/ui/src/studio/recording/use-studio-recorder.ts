// useStudioRecorder: the engine's Recorder over the studio's audio (2-studio.md §4 Recording).
// Start opens the microphone into the worklet's input and auto-plays; the recording stops when
// playback stops, and lands on the armed track where recording started (a session command), its
// audio handed to playback. Also gives the timer and the live input levels for RecordButton.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialRecorderState,
  openMicrophone,
  Recorder,
  type ClockHandle,
  type Clock,
  type RecorderState,
  type RecordingFile,
  type StudioSession,
} from '@cadenza/studio-engine';
import type { StudioAudio } from '../playback/use-studio-audio';
import { recordedClipCommand } from './recorded-clip';

/** Live waveform bars kept, and how often the timer ticks (ms). */
const LEVEL_BARS = 60;
const TIMER_MS = 200;

export interface UseStudioRecorderOptions {
  readonly clock: Clock;
  /** Opens the input (default: the microphone through getUserMedia). */
  readonly openInput?: (audio: StudioAudio) => ReturnType<typeof openMicrophone>;
  /** A recording landed on its track (under its file name): upload it, say. */
  readonly onRecorded?: (file: RecordingFile) => void;
}

export function useStudioRecorder(
  session: StudioSession,
  audio: StudioAudio | null,
  { clock, openInput, onRecorded }: UseStudioRecorderOptions,
) {
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;
  const [state, setState] = useState<RecorderState>(initialRecorderState);
  const [levels, setLevels] = useState<readonly number[]>([]);
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<Recorder | null>(null);

  useEffect(() => {
    if (audio === null) return undefined;
    const { backend, controller, context } = audio;
    let startBeats = 0;
    let startedAt = 0;
    let timer: ClockHandle | null = null;
    const tick = () => {
      setElapsed((clock.now() - startedAt) / 1000);
      timer = clock.setTimeout(tick, TIMER_MS);
    };
    // Registered before the recorder's own listener, which hands the buffers back.
    const offLevels = backend.engine.on('captured', (event) => {
      let peak = 0;
      for (const channel of event.channels)
        for (let i = 0; i < event.frames; i++) peak = Math.max(peak, Math.abs(channel[i] ?? 0));
      setLevels((prev) => [...prev.slice(-(LEVEL_BARS - 1)), peak]);
    });
    const made = new Recorder({
      clock,
      engine: backend.engine,
      transport: audio.transport,
      sampleRate: context.sampleRate,
      openInput: () =>
        openInput === undefined ? openMicrophone(context, backend.engine.node) : openInput(audio),
      onChange: (next) => {
        setState(next);
        if (next.status === 'recording') {
          startBeats = session.getSnapshot().view.transport.positionBeats;
          startedAt = clock.now();
          setLevels([]);
          setElapsed(0);
          tick();
        } else if (timer !== null) {
          clock.clearTimeout(timer);
          timer = null;
        }
      },
      onRecording: (file) => {
        controller.addAudio(file.name, { sampleRate: file.sampleRate, channels: file.channels });
        const project = session.getSnapshot().project;
        const command = project === null ? null : recordedClipCommand(project, file, startBeats);
        if (command === null) return;
        if (session.dispatch({ type: 'command', command }).ok) recorded.current?.(file);
      },
    });
    recorder.current = made;
    return () => {
      offLevels();
      made.stop();
      if (timer !== null) clock.clearTimeout(timer);
      recorder.current = null;
    };
  }, [audio, clock, openInput, session]);

  const start = useCallback(() => {
    if (audio !== null) void audio.context.resume();
    void recorder.current?.start();
  }, [audio]);
  /** Stopping the recording stops playback (the recorder follows the transport). */
  const stop = useCallback(() => audio?.controller.stop(), [audio]);

  return { state, levels, elapsedSeconds: elapsed, start, stop } as const;
}
