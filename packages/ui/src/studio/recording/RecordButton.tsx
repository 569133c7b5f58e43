/**
 * RecordButton: records into the armed track (2-studio.md §4 Recording). Ready, then Preparing
 * while the microphone opens, then Recording with a timer and a live waveform of the input, then
 * Ready again; when the microphone cannot be opened it shows 'Error accessing audio inputs.'.
 * Presentational: the recorder runs in useStudioRecorder.
 */
import { useEffect, useRef } from 'react';
import type { RecorderState } from '@cadenza/studio-engine';
import { formatMinutesSeconds } from '../playback/format';
import { TransportIcon } from '../playback/transport-icons';
import { RECORD_LABELS as L } from './labels';
import * as styles from './RecordButton.css';

export interface RecordButtonProps {
  readonly state: RecorderState;
  /** Seconds recorded so far. */
  readonly elapsedSeconds: number;
  /** Recent input peaks (0..1), oldest first: the live waveform. */
  readonly levels: readonly number[];
  /** The armed track's name; null disables recording. */
  readonly armedTrackName: string | null;
  readonly onStart: () => void;
  readonly onStop: () => void;
}

const STATUS_TEXT = { ready: L.ready, preparing: L.preparing, recording: L.recording } as const;

function LiveWave({ levels }: { levels: readonly number[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (element == null || ctx == null) return;
    const { width, height } = element;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = getComputedStyle(element).color;
    const bars = Math.min(levels.length, width / 2);
    for (let i = 0; i < bars; i++) {
      const level = Math.min(1, levels[levels.length - bars + i] ?? 0);
      const h = Math.max(1, level * (height - 2));
      ctx.fillRect(width - (bars - i) * 2, (height - h) / 2, 1, h);
    }
  }, [levels]);
  return (
    <canvas
      ref={canvas}
      className={styles.wave}
      width={120}
      height={28}
      role="img"
      aria-label={L.level}
    />
  );
}

export function RecordButton({
  state,
  elapsedSeconds,
  levels,
  armedTrackName,
  onStart,
  onStop,
}: RecordButtonProps) {
  const { status, error } = state;
  const recording = status === 'recording';
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.button}
        data-status={status}
        aria-label={recording ? L.stop : L.record}
        title={armedTrackName === null ? L.noArmedTrack : recording ? L.stop : L.record}
        disabled={status === 'preparing' || (!recording && armedTrackName === null)}
        onClick={recording ? onStop : onStart}
      >
        <TransportIcon name={recording ? 'stop' : 'record'} />
      </button>
      <span className={styles.status} data-status={status} role="status">
        {STATUS_TEXT[status]}
      </span>
      {recording && (
        <>
          <span className={styles.timer} aria-label={L.timer}>
            {formatMinutesSeconds(elapsedSeconds)}
          </span>
          <LiveWave levels={levels} />
        </>
      )}
      {error !== null && (
        <p className={styles.error} role="alert">
          <span>{error.title}</span>
          <span className={styles.hint}>{error.description}</span>
        </p>
      )}
    </div>
  );
}
