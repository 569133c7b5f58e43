/**
 * AlertDialog: Radix AlertDialog for confirmations (no close on outside click). Parts: Root,
 * Trigger, Content, Title, Description, Footer, Cancel, Action.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import * as s from '../shared/surface.css';

export const Root = A.Root;
export const Trigger = A.Trigger;
export const Cancel = A.Cancel;
export const Action = A.Action;

export function Content({ className, ...rest }: ComponentPropsWithRef<typeof A.Content>) {
  return (
    <A.Portal>
      <ThemeScope>
        <A.Overlay className={s.overlay} />
        <A.Content {...rest} className={cx(s.modal, className)} />
      </ThemeScope>
    </A.Portal>
  );
}

export const Title = ({ className, ...rest }: ComponentPropsWithRef<typeof A.Title>) => (
  <A.Title {...rest} className={cx(s.modalTitle, className)} />
);

export const Description = ({
  className,
  ...rest
}: ComponentPropsWithRef<typeof A.Description>) => (
  <A.Description {...rest} className={cx(s.modalDescription, className)} />
);

export const Footer = ({ children }: { readonly children?: ReactNode }) => (
  <div className={s.modalFooter}>{children}</div>
);
