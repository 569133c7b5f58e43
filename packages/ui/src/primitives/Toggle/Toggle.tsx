/** Toggle: a Radix Toggle button (aria-pressed; data-state on/off), sized like Button. */
import type { ComponentPropsWithRef } from 'react';
import { Toggle as T } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Toggle.css';

export interface ToggleProps extends ComponentPropsWithRef<typeof T.Root> {
  readonly size?: 'big' | 'small';
}

export const Toggle = ({ className, size = 'small', ...rest }: ToggleProps) => (
  <T.Root {...rest} className={cx(styles.toggle, styles.size[size], className)} />
);
