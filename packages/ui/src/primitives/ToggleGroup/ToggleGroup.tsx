/**
 * ToggleGroup: a Radix single-choice ToggleGroup (roving focus with arrow keys). Parts: Root, Item.
 */
import type { ComponentPropsWithRef } from 'react';
import { ToggleGroup as G } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as toggle from '../Toggle/Toggle.css';
import * as styles from './ToggleGroup.css';

export type RootProps = Extract<ComponentPropsWithRef<typeof G.Root>, { type: 'single' }>;

export const Root = ({ className, ...rest }: Omit<RootProps, 'type'>) => (
  <G.Root {...rest} type="single" className={cx(styles.root, className)} />
);

export const Item = ({ className, ...rest }: ComponentPropsWithRef<typeof G.Item>) => (
  <G.Item {...rest} className={cx(toggle.toggle, toggle.size.small, styles.item, className)} />
);
