/**
 * StudioSlider: a compact Radix slider for the studio's mixer values (track volume and balance,
 * clip volume). It reports each move (a preview) and the release (the commit) separately, so a
 * drag is one undo step. Named by `label` (aria-label), read out with `formatValue`. Only the
 * primary button moves it: a right-click (or any other button) opens the context menu and
 * leaves the value where it was.
 */
import type { PointerEvent } from 'react';
import { Slider as S } from 'radix-ui';
import * as styles from './StudioSlider.css';

export interface StudioSliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly formatValue: (value: number) => string;
  readonly onValueChange: (value: number) => void;
  readonly onValueCommit: (value: number) => void;
  readonly showValue?: boolean;
  readonly disabled?: boolean;
}

/**
 * Radix starts a slide on any button's pointerdown; its handler runs only when ours has not
 * prevented the default, so a non-primary press is stopped here (the contextmenu event that
 * follows is untouched).
 */
const primaryOnly = (event: PointerEvent<HTMLElement>) => {
  if (event.button !== 0 || (event.pointerType === 'mouse' && event.ctrlKey))
    event.preventDefault();
};

export function StudioSlider({
  label,
  value,
  min,
  max,
  step,
  formatValue,
  onValueChange,
  onValueCommit,
  showValue = false,
  disabled = false,
}: StudioSliderProps) {
  const text = formatValue(value);
  return (
    <>
      <S.Root
        className={styles.root}
        value={[Math.min(max, Math.max(min, value))]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onPointerDown={primaryOnly}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        onValueCommit={([next]) => next !== undefined && onValueCommit(next)}
      >
        <S.Track className={styles.track}>
          <S.Range className={styles.range} />
        </S.Track>
        <S.Thumb className={styles.thumb} aria-label={label} aria-valuetext={text} />
      </S.Root>
      {showValue && (
        <span className={styles.value} aria-hidden>
          {text}
        </span>
      )}
    </>
  );
}
