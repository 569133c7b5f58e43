/** Progress: a named Radix Progress bar; without a value it is indeterminate. */
import { Progress as P } from 'radix-ui';
import * as styles from './Progress.css';

export interface ProgressProps {
  readonly label: string;
  /** 0..max; null or absent is indeterminate. */
  readonly value?: number | null;
  readonly max?: number;
}

export function Progress({ label, value = null, max = 100 }: ProgressProps) {
  const percent = value === null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <P.Root className={styles.root} value={value} max={max} aria-label={label}>
      <P.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(-${100 - (percent ?? 40)}%)` }}
      />
    </P.Root>
  );
}
