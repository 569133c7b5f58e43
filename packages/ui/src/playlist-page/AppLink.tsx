/** A link that the host app may route itself (client-side navigation) through `onNavigate`. */
import type { ReactNode } from 'react';

export type Navigate = (href: string) => void;

export interface AppLinkProps {
  readonly href: string;
  readonly onNavigate?: Navigate | undefined;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
}

export function AppLink({ href, onNavigate, children, ...rest }: AppLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
          return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
