// A list that keeps its identity while its items stay the same, so what is memoised on it (the
// Timeline's selected-clip set, every lane tile's paint) is not redone when a snapshot rebuilds an
// equal list (a range drag rebuilds the selected clip ids on every move).
import { useRef } from 'react';

/** Whether two lists hold the same items in the same order (compared with Object.is). */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => Object.is(item, b[i])));
}

/** `list`, or the list last returned while `list` holds the same items. */
export function useSameList<T>(list: readonly T[]): readonly T[] {
  const kept = useRef(list);
  if (!sameList(kept.current, list)) kept.current = list;
  return kept.current;
}
