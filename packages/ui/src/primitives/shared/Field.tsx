/**
 * The labelled frame TextField and Textarea share: a label (visible or only read), an optional
 * trailing element on the label row (a counter), a hint and an error; the control receives the
 * ids it must point at (aria-describedby, aria-invalid).
 */
import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import * as f from './field.css';
import { hiddenLabel } from './hidden.css';

export interface FieldFrameProps {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Shown at the end of the label row (its id is described by the control). */
  readonly trailing?: (id: string) => ReactNode;
  readonly children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
}

export function FieldFrame({ label, hideLabel, hint, error, trailing, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const trailingId = `${id}-trailing`;
  const describedBy = [
    trailing ? trailingId : null,
    hint ? hintId : null,
    error ? errorId : null,
  ].filter(Boolean);
  return (
    <div className={f.field}>
      <div className={f.labelRow}>
        <Label.Root htmlFor={id} className={hideLabel ? hiddenLabel : f.label}>
          {label}
        </Label.Root>
        {trailing ? trailing(trailingId) : null}
      </div>
      {children({
        id,
        ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
