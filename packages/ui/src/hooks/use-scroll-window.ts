/**
 * The rows of a scrolling list of equal rows to mount (virtualWindow): the element's height is
 * measured when it is resized, its scroll position on scroll. A scroll renders only when the
 * first row in view changes (scrolling within a row changes nothing mounted), and reads only
 * scrollTop, so a scroll event does not force a layout of the rows the last render changed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { virtualWindow } from '../playlist-page/virtual-window';

export function useScrollWindow(count: number, rowHeight: number, initialHeight: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  const [height, setHeight] = useState(initialHeight);
  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) setFirst(Math.floor(Math.max(0, el.scrollTop) / rowHeight));
  }, [rowHeight]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setHeight(el.clientHeight || initialHeight);
    measure();
    onScroll();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [initialHeight, onScroll]);
  return {
    ref,
    onScroll,
    window: virtualWindow(count, rowHeight, first * rowHeight, height),
  };
}
