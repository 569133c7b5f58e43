/**
 * Textarea: a labelled multi-line input; with `limit` it shows a length counter ('12/200') that
 * turns red past the limit (data-state="over"). Input past the limit is kept, so the form can say
 * why Create is disabled.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { FieldFrame } from '../shared/Field';
import * as f from '../shared/field.css';

export interface TextareaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'onChange' | 'value' | 'id'
> {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Shows a length counter against this limit. */
  readonly limit?: number;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
}

/** The counter's text: length/limit. */
export const counterText = (length: number, limit: number): string => `${length}/${limit}`;

export function Textarea({
  label,
  hideLabel,
  value,
  onValueChange,
  limit,
  hint,
  error,
  className,
  ...rest
}: TextareaProps) {
  const over = limit !== undefined && value.length > limit;
  const counter =
    limit === undefined
      ? undefined
      : (id: string) => (
          <span id={id} className={f.counter} data-state={over ? 'over' : 'within'}>
            {counterText(value.length, limit)}
          </span>
        );
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} trailing={counter}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          {...(over ? { 'aria-invalid': true } : {})}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(f.input, f.textarea, className)}
        />
      )}
    </FieldFrame>
  );
}
