/**
 * Slider: a labelled Radix Slider with one thumb and its value shown; arrow keys, Page Up/Down and
 * Home/End move it. The thumb is named by the visible label.
 */
import { useId } from 'react';
import { Slider as S } from 'radix-ui';
import * as f from '../shared/field.css';
import * as styles from './Slider.css';

export interface SliderProps {
  readonly label: string;
  readonly value: number;
  readonly onValueChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly disabled?: boolean;
  /** How the value is shown (and read as aria-valuetext). */
  readonly formatValue?: (value: number) => string;
}

export function Slider({
  label,
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  disabled = false,
  formatValue = String,
}: SliderProps) {
  const labelId = useId();
  const text = formatValue(value);
  return (
    <div className={f.field}>
      <div className={f.labelRow}>
        <span id={labelId} className={f.label}>
          {label}
        </span>
        <span className={f.hint} aria-hidden>
          {text}
        </span>
      </div>
      <S.Root
        className={styles.root}
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(next);
        }}
      >
        <S.Track className={styles.track}>
          <S.Range className={styles.range} />
        </S.Track>
        <S.Thumb className={styles.thumb} aria-labelledby={labelId} aria-valuetext={text} />
      </S.Root>
    </div>
  );
}
