/**
 * The trim stage's waveform with two handles (a Radix slider with two thumbs under the bars):
 * arrow keys move a handle by 0.1 s, Page Up/Down by 1 s; the caller keeps the window between
 * the limits (clampTrim).
 */
import { Slider as S } from 'radix-ui';
import type { TrimRange } from '@cadenza/sdk';
import { AUDIO_UPLOAD_LABELS as L, formatSeconds } from './labels';
import { Waveform } from './Waveform';
import * as styles from './AudioUploadModal.css';

export interface TrimWaveformProps {
  readonly peaks: readonly number[];
  readonly durationS: number;
  readonly range: TrimRange;
  readonly onRangeChange: (range: TrimRange) => void;
}

const STEP_S = 0.1;

export function TrimWaveform({ peaks, durationS, range, onRangeChange }: TrimWaveformProps) {
  const fraction = (s: number) => (durationS > 0 ? s / durationS : 0);
  return (
    <div className={styles.trimArea}>
      <Waveform
        peaks={peaks}
        label={L.waveform}
        window={{ from: fraction(range.startS), to: fraction(range.endS) }}
      />
      <S.Root
        className={styles.trimSlider}
        min={0}
        max={durationS}
        step={STEP_S}
        value={[range.startS, range.endS]}
        onValueChange={([startS, endS]) => {
          if (startS !== undefined && endS !== undefined) onRangeChange({ startS, endS });
        }}
      >
        <S.Track className={styles.trimTrack}>
          <S.Range className={styles.trimRange} />
        </S.Track>
        <S.Thumb
          className={styles.handle}
          aria-label={L.trimStart}
          aria-valuetext={formatSeconds(range.startS)}
        />
        <S.Thumb
          className={styles.handle}
          aria-label={L.trimEnd}
          aria-valuetext={formatSeconds(range.endS)}
        />
      </S.Root>
      <div className={styles.meta}>
        <span>{formatSeconds(range.startS)}</span>
        <span>{L.selection(range.endS - range.startS)}</span>
        <span>{formatSeconds(range.endS)}</span>
      </div>
    </div>
  );
}
