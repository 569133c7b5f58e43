/** Tabs: Radix Tabs (arrow keys move between tabs). Parts: Root, List, Trigger, Content. */
import type { ComponentPropsWithRef } from 'react';
import { Tabs as T } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export const Root = T.Root;

export const List = ({ className, ...rest }: ComponentPropsWithRef<typeof T.List>) => (
  <T.List {...rest} className={cx(styles.list, className)} />
);

export const Trigger = ({ className, ...rest }: ComponentPropsWithRef<typeof T.Trigger>) => (
  <T.Trigger {...rest} className={cx(styles.trigger, className)} />
);

export const Content = ({ className, ...rest }: ComponentPropsWithRef<typeof T.Content>) => (
  <T.Content {...rest} className={cx(styles.content, className)} />
);
