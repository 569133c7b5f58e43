/** Separator: a Radix Separator, horizontal or vertical, decorative unless told otherwise. */
import type { ComponentPropsWithRef } from 'react';
import { Separator as S } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Separator.css';

export const Separator = ({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...rest
}: ComponentPropsWithRef<typeof S.Root>) => (
  <S.Root
    {...rest}
    orientation={orientation}
    decorative={decorative}
    className={cx(styles.separator, className)}
  />
);
