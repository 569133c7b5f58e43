/** Switch: a Radix Switch with its visible label (clicking the label toggles it). */
import { useId } from 'react';
import { Switch as S } from 'radix-ui';
import * as styles from './Switch.css';

export interface SwitchProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

export function Switch({ label, checked, onCheckedChange, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <S.Root
        id={id}
        className={styles.root}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <S.Thumb className={styles.thumb} />
      </S.Root>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
