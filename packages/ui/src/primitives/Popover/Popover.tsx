/**
 * Popover: Radix Popover portalled into the theme. Parts: Root, Trigger, Anchor, Content, Close.
 */
import type { ComponentPropsWithRef } from 'react';
import { Popover as P } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import * as s from '../shared/surface.css';
import * as styles from './Popover.css';

export const Root = P.Root;
export const Trigger = P.Trigger;
export const Anchor = P.Anchor;
export const Close = P.Close;

export function Content({
  className,
  sideOffset = 6,
  ...rest
}: ComponentPropsWithRef<typeof P.Content>) {
  return (
    <P.Portal>
      <ThemeScope>
        <P.Content
          {...rest}
          sideOffset={sideOffset}
          className={cx(s.floating, styles.content, className)}
        />
      </ThemeScope>
    </P.Portal>
  );
}
