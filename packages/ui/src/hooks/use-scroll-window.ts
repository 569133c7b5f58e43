/**
 * The rows of a scrolling list of equal rows to mount (virtualWindow): the element's scroll
 * position and height, measured on scroll and on resize.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { virtualWindow } from '../playlist-page/virtual-window';

export function useScrollWindow(count: number, rowHeight: number, initialHeight: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: initialHeight });
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || initialHeight });
  }, [initialHeight]);
  useEffect(() => {
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  return {
    ref,
    onScroll: measure,
    window: virtualWindow(count, rowHeight, view.top, view.height),
  };
}
