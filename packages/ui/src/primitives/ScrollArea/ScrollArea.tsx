/**
 * ScrollArea: a Radix ScrollArea whose viewport is a named, focusable region (arrow keys scroll
 * it), with an optional `onEndReached` for infinite lists: it fires when the end of the content
 * scrolls into view.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ScrollArea as S } from 'radix-ui';
import * as styles from './ScrollArea.css';

export interface ScrollAreaProps {
  /** Names the scrollable region. */
  readonly label: string;
  readonly maxHeight: number | string;
  readonly children?: ReactNode;
  /** Called when the end of the content comes into view (load the next page). */
  readonly onEndReached?: () => void;
}

export function ScrollArea({ label, maxHeight, children, onEndReached }: ScrollAreaProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const onEnd = useRef(onEndReached);
  useEffect(() => {
    onEnd.current = onEndReached;
  }, [onEndReached]);
  const watching = onEndReached !== undefined;
  useEffect(() => {
    const root = viewport.current;
    const target = sentinel.current;
    if (!watching || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEnd.current?.();
      },
      { root },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watching]);
  return (
    <S.Root className={styles.root} style={{ maxHeight }} type="auto">
      <S.Viewport
        ref={viewport}
        className={styles.viewport}
        style={{ maxHeight }}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {children}
        {watching ? <div ref={sentinel} className={styles.sentinel} aria-hidden /> : null}
      </S.Viewport>
      <S.Scrollbar className={styles.scrollbar} orientation="vertical">
        <S.Thumb className={styles.thumb} />
      </S.Scrollbar>
    </S.Root>
  );
}
