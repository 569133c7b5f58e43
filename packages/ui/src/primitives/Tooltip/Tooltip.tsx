/**
 * Tooltip: Radix Tooltip portalled into the theme. Parts: Provider, Root, Trigger, Content; and
 * `Simple` for the common case (a trigger and a text). It opens on hover and on keyboard focus.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import * as styles from './Tooltip.css';

export const Provider = T.Provider;
export const Root = T.Root;
export const Trigger = T.Trigger;

export function Content({
  className,
  sideOffset = 6,
  children,
  ...rest
}: ComponentPropsWithRef<typeof T.Content>) {
  return (
    <T.Portal>
      <ThemeScope>
        <T.Content {...rest} sideOffset={sideOffset} className={cx(styles.content, className)}>
          {children}
          <T.Arrow className={styles.arrow} />
        </T.Content>
      </ThemeScope>
    </T.Portal>
  );
}

export interface SimpleProps {
  readonly content: ReactNode;
  /** One focusable element (a button, a badge wrapped in a button, ...). */
  readonly children: ReactNode;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A trigger with a text tip, inside its own provider. */
export function Simple({ content, children, side = 'top', ...root }: SimpleProps) {
  return (
    <T.Provider delayDuration={300}>
      <T.Root {...root}>
        <T.Trigger asChild>{children}</T.Trigger>
        <Content side={side}>{content}</Content>
      </T.Root>
    </T.Provider>
  );
}
