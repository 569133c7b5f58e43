/**
 * A value that follows its input once the input has been still for `ms`, timed on an injected
 * Clock (the store's), so tests drive it with a fake clock.
 */
import { useEffect, useState } from 'react';
import type { Clock } from '@cadenza/sdk';

export function useDebouncedValue<T>(value: T, ms: number, clock: Clock): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = clock.setTimeout(() => setSettled(value), ms);
    return () => clock.clearTimeout(handle);
  }, [value, ms, clock]);
  return settled;
}
