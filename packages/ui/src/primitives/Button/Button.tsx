/**
 * Button: the one button of the kit, big (40 px; 32 compact) or small (36 px; 32 compact) from the
 * theme's density, in primary, secondary, ghost and danger variants. `loading` keeps its width,
 * shows a spinner, sets aria-busy and blocks presses; `asChild` renders a link or another element.
 */
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly loading?: boolean;
  readonly asChild?: boolean;
}

/** forwardRef, not ref as a prop: a Radix trigger's `asChild` reaches the button on React 18 too. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'big',
    loading = false,
    asChild = false,
    className,
    children,
    disabled,
    type,
    onClick,
    ...rest
  }: ButtonProps,
  ref,
) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      {...rest}
      ref={ref}
      {...(asChild ? {} : { type: type ?? 'button', disabled })}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      className={cx(styles.base, styles.size[size], styles.variant[variant], className)}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <span className={styles.spinner} aria-hidden /> : null}
          {children}
        </>
      )}
    </Component>
  );
});
