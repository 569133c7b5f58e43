/**
 * Waveform bars from peaks (0..1), drawn as SVG: the trim stage's file (with the part outside the
 * window dimmed) and the record button's live input.
 */
import * as styles from './AudioUploadModal.css';

export interface WaveformProps {
  readonly peaks: readonly number[];
  readonly label: string;
  /** The kept part as fractions of the width; the rest is dimmed. */
  readonly window?: { readonly from: number; readonly to: number } | null;
  /** Bars the drawing has room for (the live waveform fills from the left). */
  readonly slots?: number;
  readonly live?: boolean;
}

export function Waveform({ peaks, label, window = null, slots, live = false }: WaveformProps) {
  const count = Math.max(slots ?? peaks.length, 1);
  return (
    <svg
      className={live ? styles.liveWave : styles.wave}
      viewBox={`0 0 ${count} 100`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {peaks.map((peak, i) => {
        const height = Math.max(2, peak * 96);
        return (
          <rect
            key={i}
            x={i + 0.15}
            width={0.7}
            y={50 - height / 2}
            height={height}
            fill="currentColor"
          />
        );
      })}
      {window === null ? null : (
        <>
          <rect className={styles.dimmed} x={0} width={window.from * count} y={0} height={100} />
          <rect
            className={styles.dimmed}
            x={window.to * count}
            width={(1 - window.to) * count}
            y={0}
            height={100}
          />
        </>
      )}
    </svg>
  );
}
