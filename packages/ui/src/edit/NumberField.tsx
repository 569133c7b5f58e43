/** A number typed into a labelled field, committed on blur or Enter (the draft stays while typing). */
import { useEffect, useState } from 'react';
import { TextField } from '../primitives/TextField';
import * as styles from './Edit.css';

export interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly onCommit: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly disabled?: boolean;
}

const show = (value: number): string => String(Number(value.toFixed(3)));

export function NumberField({
  label,
  value,
  onCommit,
  min,
  max,
  step,
  disabled,
}: NumberFieldProps) {
  const [draft, setDraft] = useState(show(value));
  useEffect(() => {
    setDraft((current) => (Number(current) === value ? current : show(value)));
  }, [value]);
  const commit = () => {
    const parsed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(parsed)) return setDraft(show(value));
    onCommit(parsed);
  };
  return (
    <div className={styles.numberField}>
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        value={draft}
        onValueChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        {...(min !== undefined ? { min } : {})}
        {...(max !== undefined ? { max } : {})}
        {...(step !== undefined ? { step } : {})}
        disabled={disabled}
      />
    </div>
  );
}
