/** TextField: a labelled one-line text input with an optional hint and error. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldFrame } from '../shared/Field';
import * as f from '../shared/field.css';

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'onChange' | 'value' | 'id'
> {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

export function TextField({
  label,
  hideLabel,
  value,
  onValueChange,
  hint,
  error,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(f.input, className)}
        />
      )}
    </FieldFrame>
  );
}
