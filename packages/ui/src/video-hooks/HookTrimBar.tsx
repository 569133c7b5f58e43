/**
 * The hook trim bar (2-studio §5 Trim selection): one track with a start and an end handle,
 * moving in steps of 0.2 s and kept at least `minGapS` apart (10 s, or the 10 px handle gap
 * when that is longer). A drag along the track draws a new selection; a tap on it (a selection
 * narrower than 10 px) clears the selection back to the default range.
 */
import { useEffect, useRef, type PointerEvent } from 'react';
import { Slider as S } from 'radix-ui';
import { HOOK_TRIM_STEP_S } from '@cadenza/sdk';
import { formatSeconds, HOOK_LABELS as L } from './labels';
import { trimTrackGesture } from './trim-gesture';
import * as styles from './HookFlow.css';

export interface HookTrimBarProps {
  readonly startS: number;
  readonly endS: number;
  readonly durationS: number;
  readonly minGapS: number;
  readonly onChange: (startS: number, endS: number) => void;
  /** A tap on the track: the selection goes back to the default range. */
  readonly onClear: () => void;
  /** The track's width (px) once laid out and on every resize, for the 10 px handle gap. */
  readonly onWidthPx?: (widthPx: number) => void;
}

export function HookTrimBar(props: HookTrimBarProps) {
  const { startS, endS, durationS, minGapS, onChange } = props;
  const track = useTrackPress(props);
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
        <S.Track className={styles.trimTrack} data-testid="hook-trim-track" {...track}>
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
      <p className={styles.note}>{L.trimHint}</p>
    </div>
  );
}

/**
 * The track's own pointer handling: the slider's move-the-nearest-handle is replaced by drawing
 * a selection (a drag) or clearing it (a tap). Events stop at the track so the slider root does
 * not also slide a handle.
 */
function useTrackPress({ durationS, onChange, onClear, onWidthPx }: HookTrimBarProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const from = useRef<number | null>(null);
  const report = useRef(onWidthPx);
  report.current = onWidthPx;

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => report.current?.(element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);

  const gesture = (event: PointerEvent<HTMLSpanElement>, fromPx: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    return trimTrackGesture({
      fromPx,
      toPx: event.clientX - box.left,
      widthPx: box.width,
      durationS,
    });
  };

  return {
    ref,
    onPointerDown: (event: PointerEvent<HTMLSpanElement>) => {
      event.stopPropagation();
      event.preventDefault();
      from.current = event.clientX - event.currentTarget.getBoundingClientRect().left;
      // Synthetic presses (tests) have no active pointer to capture; the press still counts.
      if (event.isTrusted) event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLSpanElement>) => {
      event.stopPropagation();
      if (from.current === null) return;
      const moved = gesture(event, from.current);
      if (moved.kind === 'select') onChange(moved.startS, moved.endS);
    },
    onPointerUp: (event: PointerEvent<HTMLSpanElement>) => {
      event.stopPropagation();
      if (from.current === null) return;
      const ended = gesture(event, from.current);
      from.current = null;
      if (ended.kind === 'clear') onClear();
      else onChange(ended.startS, ended.endS);
    },
    onPointerCancel: () => {
      from.current = null;
    },
  };
}
