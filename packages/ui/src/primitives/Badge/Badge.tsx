/** Badge: a short status label ('Beta', a plan, a count) in a tone. */
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  readonly tone?: keyof typeof styles.tone;
}

export const Badge = ({ tone = 'accent', className, ...rest }: BadgeProps) => (
  <span {...rest} data-tone={tone} className={cx(styles.badge, styles.tone[tone], className)} />
);
