// Keeps the toasts above the docked playbar: the dock's height, as it changes, becomes the toast
// viewport's bottom inset (a custom property on the document, read by @cadenza/ui's Toaster).
import { useEffect, type RefObject } from 'react';
import { TOAST_BOTTOM_INSET_PROPERTY } from '@cadenza/ui';

export function useToastInset(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const apply = () =>
      root.style.setProperty(TOAST_BOTTOM_INSET_PROPERTY, `${element.offsetHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_BOTTOM_INSET_PROPERTY);
    };
  }, [dock]);
}
