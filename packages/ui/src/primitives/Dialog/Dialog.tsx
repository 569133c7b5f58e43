/**
 * Dialog: Radix Dialog, portalled into the theme, with an overlay, a titled content box and a
 * close button. Parts: Root, Trigger, Content, Title, Description, Footer, Close.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import * as s from '../shared/surface.css';

export const Root = D.Root;
export const Trigger = D.Trigger;
export const Close = D.Close;

export interface ContentProps extends ComponentPropsWithRef<typeof D.Content> {
  /** Accessible name of the close button; no close button when null. */
  readonly closeLabel?: string | null;
}

export function Content({ className, children, closeLabel = 'Close', ...rest }: ContentProps) {
  return (
    <D.Portal>
      <ThemeScope>
        <D.Overlay className={s.overlay} />
        <D.Content {...rest} className={cx(s.modal, className)}>
          {children}
          {closeLabel === null ? null : (
            <D.Close className={s.closeButton} aria-label={closeLabel}>
              <Icon name="close" />
            </D.Close>
          )}
        </D.Content>
      </ThemeScope>
    </D.Portal>
  );
}

export const Title = ({ className, ...rest }: ComponentPropsWithRef<typeof D.Title>) => (
  <D.Title {...rest} className={cx(s.modalTitle, className)} />
);

export const Description = ({
  className,
  ...rest
}: ComponentPropsWithRef<typeof D.Description>) => (
  <D.Description {...rest} className={cx(s.modalDescription, className)} />
);

export const Footer = ({ children }: { readonly children?: ReactNode }) => (
  <div className={s.modalFooter}>{children}</div>
);
