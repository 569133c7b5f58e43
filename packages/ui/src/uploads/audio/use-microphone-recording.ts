/**
 * The record button's state for React: the recorder's status and error, the live waveform (the
 * peaks of the last chunks) and the timer (seconds captured), and the finished recording.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Clock, RecorderState, RecordingFile } from '@cadenza/studio-engine';
import { microphoneRecording } from './microphone-capture';

/** Bars of the live waveform, and the seconds each bar spans. */
export const LIVE_BARS = 48;
const SECONDS_PER_BAR = 0.05;

export interface LiveRecording {
  readonly status: RecorderState['status'];
  readonly error: RecorderState['error'];
  readonly levels: readonly number[];
  readonly elapsedS: number;
}

export const idleRecording: LiveRecording = {
  status: 'ready',
  error: null,
  levels: [],
  elapsedS: 0,
};

export function useMicrophoneRecording(clock: Clock, onRecording: (file: RecordingFile) => void) {
  const [live, setLive] = useState<LiveRecording>(idleRecording);
  const finished = useRef(onRecording);
  finished.current = onRecording;
  const session = useMemo(() => {
    let bar = 0;
    let barEndS = SECONDS_PER_BAR;
    let levels: number[] = [];
    return microphoneRecording({
      clock,
      onChange: (state) => {
        if (state.status === 'preparing') {
          levels = [];
          bar = 0;
          barEndS = SECONDS_PER_BAR;
        }
        setLive((prev) => ({ ...prev, status: state.status, error: state.error }));
      },
      meter: (peak, elapsedS) => {
        bar = Math.max(bar, peak);
        if (elapsedS < barEndS) return;
        levels = [...levels, bar].slice(-LIVE_BARS);
        bar = 0;
        barEndS = elapsedS + SECONDS_PER_BAR;
        setLive((prev) => ({ ...prev, levels, elapsedS }));
      },
      onRecording: (file) => {
        setLive(idleRecording);
        finished.current(file);
      },
    });
  }, [clock]);
  useEffect(() => () => session.dispose(), [session]);
  return { live, start: () => void session.start(), stop: session.stop } as const;
}
