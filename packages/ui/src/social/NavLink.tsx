/**
 * NavLink: a real link (href, opens in a new tab with the usual keys) whose plain click is handed
 * to the app through `onNavigate(href)`, so the views never touch the router or window.location.
 */
import { forwardRef, type ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import { isPlainClick } from '../utils/plain-click';
import * as styles from './social.css';

export interface NavLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  readonly href: string;
  readonly onNavigate: (href: string) => void;
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { href, onNavigate, onClick, className, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      className={cx(styles.link, className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
});
