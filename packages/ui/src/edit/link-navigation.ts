import type { MouseEvent } from 'react';
import { isPlainClick } from '../utils/plain-click';

/**
 * A plain click on an in-app link (href starting with '/') inside the edit pages is handed to the
 * app's router through `onNavigate`; other clicks keep the browser's behaviour.
 */
export const navigateInApp =
  (onNavigate: (href: string) => void) =>
  (event: MouseEvent<HTMLElement>): void => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || anchor?.getAttribute('target') === '_blank') return;
    event.preventDefault();
    onNavigate(href);
  };
