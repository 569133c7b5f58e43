/**
 * The styled parts of a Radix menu, built once for DropdownMenu and ContextMenu (their parts have
 * the same shape): Content (portalled into the theme; kept inside the window and above a docked
 * playbar, scrolling within the height left), Item, CheckboxItem, RadioItem (with a check
 * indicator), Label, Separator, SubTrigger (with a chevron) and SubContent.
 */
import type { ComponentType, JSXElementConstructor, ReactNode } from 'react';
import type { ContextMenu, DropdownMenu } from 'radix-ui';
import { ThemeScope } from '../../theme/ThemeProvider';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon';
import { menuCollisionPadding } from './dock-inset';
import * as s from './surface.css';

type Menu = typeof DropdownMenu | typeof ContextMenu;
type PartName =
  | 'Portal'
  | 'Content'
  | 'Item'
  | 'CheckboxItem'
  | 'RadioItem'
  | 'ItemIndicator'
  | 'Label'
  | 'Separator'
  | 'SubTrigger'
  | 'SubContent';
export interface MenuPartCommonProps {
  className?: string;
  children?: ReactNode;
}
/** The public props of a part: Radix's own. */
type PropsOf<M extends Menu, K extends PartName> =
  M[K] extends JSXElementConstructor<infer P> ? P & MenuPartCommonProps : never;
/** Inside the factory a part is rendered with whatever props it was given. */
type LoosePart = ComponentType<MenuPartCommonProps & Record<string, unknown>>;

export function createMenuParts<M extends Menu>(menu: M) {
  const P = menu as unknown as Record<PartName, LoosePart>;
  const indicator = (
    <P.ItemIndicator className={s.menuItemIndicator}>
      <Icon name="check" />
    </P.ItemIndicator>
  );

  function Content({ className, ...rest }: PropsOf<M, 'Content'>) {
    return (
      <P.Portal>
        <ThemeScope>
          <P.Content
            collisionPadding={menuCollisionPadding()}
            {...rest}
            className={cx(s.floating, s.menuContent, className)}
          />
        </ThemeScope>
      </P.Portal>
    );
  }
  const Item = ({ className, ...rest }: PropsOf<M, 'Item'>) => (
    <P.Item {...rest} className={cx(s.menuItem, className)} />
  );
  const CheckboxItem = ({ className, children, ...rest }: PropsOf<M, 'CheckboxItem'>) => (
    <P.CheckboxItem {...rest} className={cx(s.menuItem, className)}>
      {children}
      {indicator}
    </P.CheckboxItem>
  );
  const RadioItem = ({ className, children, ...rest }: PropsOf<M, 'RadioItem'>) => (
    <P.RadioItem {...rest} className={cx(s.menuItem, className)}>
      {children}
      {indicator}
    </P.RadioItem>
  );
  const Label = ({ className, ...rest }: PropsOf<M, 'Label'>) => (
    <P.Label {...rest} className={cx(s.menuLabel, className)} />
  );
  const Separator = ({ className, ...rest }: PropsOf<M, 'Separator'>) => (
    <P.Separator {...rest} className={cx(s.menuSeparator, className)} />
  );
  const SubTrigger = ({ className, children, ...rest }: PropsOf<M, 'SubTrigger'>) => (
    <P.SubTrigger {...rest} className={cx(s.menuItem, className)}>
      {children}
      <span className={s.menuItemIndicator}>
        <Icon name="chevronRight" />
      </span>
    </P.SubTrigger>
  );
  const SubContent = ({ className, ...rest }: PropsOf<M, 'SubContent'>) => (
    <P.Portal>
      <ThemeScope>
        <P.SubContent
          collisionPadding={menuCollisionPadding()}
          {...rest}
          className={cx(s.floating, s.menuContent, className)}
        />
      </ThemeScope>
    </P.Portal>
  );
  return { Content, Item, CheckboxItem, RadioItem, Label, Separator, SubTrigger, SubContent };
}

export type MenuParts<M extends Menu> = ReturnType<typeof createMenuParts<M>>;
