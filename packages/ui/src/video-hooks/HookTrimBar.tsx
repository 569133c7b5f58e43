/**
 * The hook trim bar (2-studio §5 Trim selection): one track with a start and an end handle,
 * moving in steps of 0.2 s and kept at least `minGapS` apart (10 s, or 10 px when wider).
 */
import { Slider as S } from 'radix-ui';
import { HOOK_TRIM_STEP_S } from '@cadenza/sdk';
import { formatSeconds, HOOK_LABELS as L } from './labels';
import * as styles from './HookFlow.css';

export interface HookTrimBarProps {
  readonly startS: number;
  readonly endS: number;
  readonly durationS: number;
  readonly minGapS: number;
  readonly onChange: (startS: number, endS: number) => void;
}

export function HookTrimBar({ startS, endS, durationS, minGapS, onChange }: HookTrimBarProps) {
  return (
    <div>
      <span className={styles.fieldLabel} id="hook-trim-label">
        {L.videoRange}
      </span>
      <S.Root
        className={styles.trim}
        aria-labelledby="hook-trim-label"
        min={0}
        max={durationS}
        step={HOOK_TRIM_STEP_S}
        minStepsBetweenThumbs={Math.ceil(minGapS / HOOK_TRIM_STEP_S - 1e-9)}
        value={[startS, endS]}
        onValueChange={([start, end]) => {
          if (start !== undefined && end !== undefined) onChange(start, end);
        }}
      >
        <S.Track className={styles.trimTrack}>
          <S.Range className={styles.trimRange} />
        </S.Track>
        <S.Thumb
          className={styles.trimThumb}
          aria-label={L.videoStart}
          aria-valuetext={formatSeconds(startS)}
        />
        <S.Thumb
          className={styles.trimThumb}
          aria-label={L.videoEnd}
          aria-valuetext={formatSeconds(endS)}
        />
      </S.Root>
    </div>
  );
}
