/**
 * SwatchPicker: the 40 colour swatches (2-studio §3) as a radio group; arrow keys are the
 * browser's tab order (each swatch is a button with role radio and its colour as its name).
 */
import { TRACK_COLOR_SWATCHES } from '@cadenza/studio-engine';
import * as styles from './SwatchPicker.css';

export interface SwatchPickerProps {
  readonly label: string;
  readonly value: string | null;
  readonly onSelect: (color: string) => void;
}

export function SwatchPicker({ label, value, onSelect }: SwatchPickerProps) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.grid}>
      {TRACK_COLOR_SWATCHES.map((color) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={color === value}
          aria-label={color}
          className={styles.swatch}
          style={{ background: color }}
          onClick={() => onSelect(color)}
        />
      ))}
    </div>
  );
}
