/**
 * IconButton: a square Button that shows only an icon; `label` is required and becomes its
 * accessible name, so it is never a nameless control.
 */
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Icon, type IconName } from '../Icon';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  /** The accessible name (aria-label). */
  readonly label: string;
  readonly icon: IconName;
  readonly round?: boolean;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    size = 'big',
    variant = 'ghost',
    round = false,
    className,
    ...rest
  }: IconButtonProps,
  ref,
) {
  return (
    <Button
      {...rest}
      ref={ref}
      size={size}
      variant={variant}
      aria-label={label}
      className={cx(styles.square[size], round && styles.round, className)}
    >
      <Icon name={icon} size={size === 'big' ? 20 : 16} />
    </Button>
  );
});
